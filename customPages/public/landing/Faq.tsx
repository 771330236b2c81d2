import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * Questions as an accordion, one open at a time, the first open (spec 1 §5's accordion defaults). Native
 * details/summary: keyboard and screen-reader support for free, and no script on the landing pages.
 */
export function Faq({ items, name }: { items: readonly { q: string; a: string }[]; name: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map(({ q, a }, index) => (
        <Box
          component="details"
          key={q}
          name={name}
          open={index === 0}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            '&[open] > summary::after': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              cursor: 'pointer',
              listStyle: 'none',
              p: 2.5,
              fontWeight: 700,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              '&::-webkit-details-marker': { display: 'none' },
              '&::after': { content: '"▾"', color: 'primary.main', transition: 'transform .2s' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 2 },
            }}
          >
            {q}
          </Box>
          <Typography sx={{ px: 2.5, pb: 2.5, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {a}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
