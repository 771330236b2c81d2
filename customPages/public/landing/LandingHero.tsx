import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePublicPage } from '../layout/publicPage';
import type { LandingContent } from './types';

/** The bordered card of the landing sections. */
export const card = {
  p: 3,
  borderRadius: 3,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
} as const;

/** The top of a landing page: the promise, the inquiry call, our illustration and the key figures. */
export function LandingHero({ content }: { content: LandingContent }) {
  const { prefix, openInquiry, device } = usePublicPage();
  const { hero } = content;
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: '#f3f7ff', py: { xs: 5, md: 10 } }}
    >
      <Container
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, justifyItems: 'start' }}>
          <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{hero.eyebrow}</Typography>
          <Typography
            id="hero-heading"
            component="h1"
            sx={{
              fontWeight: 800,
              fontSize: { xs: 30, md: 46 },
              lineHeight: 1.25,
              letterSpacing: '-0.02em',
            }}
          >
            {hero.heading}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 19 }, color: 'text.secondary', lineHeight: 1.7 }}>
            {hero.lead}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              onClick={() => openInquiry(content.service)}
              disableElevation
            >
              {hero.cta}
            </Button>
            {hero.secondary && (
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                to={`${prefix}/${hero.secondary.to}`}
              >
                {hero.secondary.label}
              </Button>
            )}
          </Box>
        </Box>
        <Box
          component="img"
          src={hero.image}
          alt=""
          width={520}
          height={400}
          fetchPriority="high"
          sx={{
            width: '100%',
            height: 'auto',
            maxWidth: device === 'mobile' ? 360 : 520,
            justifySelf: 'center',
          }}
        />
      </Container>
      {content.stats && (
        <Container
          component="ul"
          sx={{
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${content.stats.length}, 1fr)` },
            gap: 2,
            mt: 6,
            mb: 0,
          }}
        >
          {content.stats.map(({ value, label }) => (
            <Box component="li" key={label} sx={{ ...card, textAlign: 'center' }}>
              <Typography sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, color: 'primary.main' }}>
                {value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
            </Box>
          ))}
        </Container>
      )}
    </Box>
  );
}
