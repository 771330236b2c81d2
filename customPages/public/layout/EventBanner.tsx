import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { usePublicPage } from './publicPage';
import { LAYOUT_TEXT } from './strings';

/** The event strip of routes with the event-banner flag: the current offer, one click from the inquiry. */
export function EventBanner() {
  const { openInquiry } = usePublicPage();
  return (
    <Box component="aside" aria-label={LAYOUT_TEXT.eventBannerLabel} sx={{ bgcolor: '#fff4e5' }}>
      <Container
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          py: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box component="p" sx={{ m: 0, fontSize: 14, fontWeight: 600, color: '#663c00' }}>
          {LAYOUT_TEXT.eventBanner}
        </Box>
        <Button size="small" onClick={() => openInquiry()} sx={{ color: '#663c00', fontWeight: 700 }}>
          {LAYOUT_TEXT.eventBannerAction}
        </Button>
      </Container>
    </Box>
  );
}
