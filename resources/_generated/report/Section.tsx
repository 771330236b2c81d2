import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled part of a page: an outlined region named by its h2 (`id` ties the heading to it for screen readers). */
export function Section({
  id,
  title,
  headingGap = true,
  children,
}: {
  id: string;
  title: string;
  /** A small space under the heading; off where a line of text follows it directly. */
  headingGap?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={headingGap ? { mb: 1 } : undefined}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
