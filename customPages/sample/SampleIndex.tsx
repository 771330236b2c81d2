import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { SampleFrame } from './SampleFrame';
import { useSampleHref } from './sampleLink';
import { SAMPLES } from './samples';

/** The list of every showcase page. */
export function SampleIndex() {
  const href = useSampleHref();
  return (
    <SampleFrame
      title="컴포넌트 샘플"
      intro="포털에서 함께 쓰는 화면 요소를 한곳에서 확인합니다. 오른쪽 위에서 테마를 바꿀 수 있습니다."
    >
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SAMPLES.map((sample) => (
          <Grid key={sample.path} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={href(sample.path)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {sample.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {sample.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </SampleFrame>
  );
}
