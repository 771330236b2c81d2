import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A bare list (its items the cards) laid out as a grid; `columns` is the grid's column template. */
export const CardGrid = ({ columns, children }: { columns: string; children: ReactNode }) => (
  <Box
    component="ul"
    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: columns }}
  >
    {children}
  </Box>
);
