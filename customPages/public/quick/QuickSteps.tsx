import Box from '@mui/material/Box';
import { QUICK_TEXT } from './strings';

/** The four steps of the order, the current one marked for sight and for screen readers. */
export function QuickSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <Box
      component="ol"
      aria-label={QUICK_TEXT.stepLabel(current, 4, QUICK_TEXT.steps[current - 1] ?? '')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}
    >
      {QUICK_TEXT.steps.map((name, index) => {
        const active = index + 1 === current;
        return (
          <Box
            component="li"
            key={name}
            aria-current={active ? 'step' : undefined}
            sx={{
              textAlign: 'center',
              py: 1,
              fontSize: 14,
              fontWeight: active ? 800 : 500,
              color: active ? 'primary.main' : 'text.secondary',
              borderBottom: 3,
              borderColor: index + 1 <= current ? 'primary.main' : 'grey.300',
            }}
          >
            {index + 1}. {name}
          </Box>
        );
      })}
    </Box>
  );
}
