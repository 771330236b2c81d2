import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { breakfast24 } from '../content/breakfast24';
import { BREAKFAST_WEEK, MENU_TEXT } from '../content/breakfastMenu';
import { ServiceLanding } from '../landing/ServiceLanding';
import { usePublicPage } from '../layout/publicPage';

/** breakfast24: the breakfast landing page, with a taste of this week's menu. */
export function Breakfast24Page() {
  const { prefix } = usePublicPage();
  const monday = BREAKFAST_WEEK[0];
  return (
    <ServiceLanding content={breakfast24}>
      <Box component="section" aria-labelledby="menu-teaser-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Container sx={{ display: 'grid', gap: 3 }}>
          <Typography
            id="menu-teaser-heading"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}
          >
            {MENU_TEXT.teaserHeading}
          </Typography>
          {monday && (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              }}
            >
              {monday.items.map((item) => (
                <Box component="li" key={item.name} sx={{ p: 2, borderRadius: 2, bgcolor: '#fff8ec' }}>
                  <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {MENU_TEXT.kcal(item.kcal)}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <Box>
            <Button component={RouterLink} to={`${prefix}/breakfast24/menu`} variant="outlined">
              {MENU_TEXT.teaserMore}
            </Button>
          </Box>
        </Container>
      </Box>
    </ServiceLanding>
  );
}
