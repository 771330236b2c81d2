import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Container, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatPageTitle } from '../../lib/pageTitle';
import { useSampleHref } from './sampleLink';
import { SAMPLE_THEME_LABELS, SAMPLE_THEME_NAMES, sampleThemeName } from './themes';

const SHOWCASE = '컴포넌트 샘플';

/** Header with the theme switch, the page heading, and a way back to the list. */
export function SampleFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const href = useSampleHref();
  const theme = sampleThemeName(params.get('theme'));

  useEffect(() => {
    document.title = formatPageTitle(title, SHOWCASE);
  }, [title]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5, gap: 2 }}
        >
          <Link
            component={RouterLink}
            to={href('')}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            {SHOWCASE}
          </Link>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={theme}
            aria-label="테마 선택"
            onChange={(_event, next: string | null) => {
              if (!next) return;
              const updated = new URLSearchParams(params);
              updated.set('theme', next);
              setParams(updated, { replace: true });
            }}
          >
            {SAMPLE_THEME_NAMES.map((name) => (
              <ToggleButton key={name} value={name}>
                {SAMPLE_THEME_LABELS[name]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Container>
      </Box>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A titled block inside a sample page. */
export function SampleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
