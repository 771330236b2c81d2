import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label/value pairs as a description list, two columns on wide screens. */
export const InfoRows = ({ rows }: { rows: [string, ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
      rowGap: 1.25,
      columnGap: 2,
    }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: 14, fontWeight: 500, wordBreak: 'break-all' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
