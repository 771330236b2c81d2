import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { BREAKFAST_WEEK, MENU_TEXT } from '../content/breakfastMenu';
import { usePublicPage } from '../layout/publicPage';

/** breakfast24/menu: a week of breakfast, day by day, with calories and the vegetarian mark. */
export function Breakfast24MenuPage() {
  const { prefix, openInquiry } = usePublicPage();
  useEffect(() => setPageTitle(MENU_TEXT.title, '조식24'), []);
  return (
    <Container sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{MENU_TEXT.eyebrow}</Typography>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 40 } }}>
          {MENU_TEXT.title}
        </Typography>
        <Typography color="text.secondary">{MENU_TEXT.lead}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {BREAKFAST_WEEK.map(({ day, items }) => (
          <Box
            component="section"
            key={day}
            aria-label={day}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2.5 }}
          >
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18, mb: 1.5 }}>
              {day}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {items.map((item) => (
                <li key={item.name}>
                  <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {MENU_TEXT.kcal(item.kcal)}
                    {item.vegetarian && (
                      <Box component="span" sx={{ ml: 1, color: '#2e6b1f', fontWeight: 700 }}>
                        {MENU_TEXT.vegetarian}
                      </Box>
                    )}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="section"
        aria-labelledby="principles-heading"
        sx={{ bgcolor: 'grey.50', borderRadius: 3, p: 3 }}
      >
        <Typography id="principles-heading" component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1.5 }}>
          {MENU_TEXT.principlesHeading}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {MENU_TEXT.principles.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={() => openInquiry('BREAKFAST')} disableElevation>
          {MENU_TEXT.cta}
        </Button>
        <Button component={RouterLink} to={`${prefix}/breakfast24`} size="large">
          {MENU_TEXT.back}
        </Button>
      </Box>
    </Container>
  );
}
