import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { usePageTitle } from '../layout/shellHooks';
import { GIFT_TEXT } from './strings';

type GiftPageProps = { title: string; heading?: ReactNode; maxWidth?: number; children: ReactNode };

/** A page of the gift service: its title (tab, app bar, heading, `heading` when it says more) and content. */
export function GiftPage({ title, heading = title, maxWidth, children }: GiftPageProps) {
  usePageTitle(title, GIFT_TEXT.service);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
