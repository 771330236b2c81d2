import type { ReactNode } from 'react';
import { Alert, Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { HOME_TEXT } from '../layout/pageStrings';
import { ShellBanner } from '../layout/ShellBanner';
import { FirstDayWelcome } from '../signup/FirstDayWelcome';
import { useClientMember, usePageTitle } from '../layout/shellHooks';
import { ServiceCards } from './ServiceCards';
import { Shortcuts } from './Shortcuts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper
    component="section"
    variant="outlined"
    sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    aria-label={title}
  >
    <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const HomeSkeleton = () => (
  <Stack spacing={2} aria-busy="true">
    <Skeleton variant="text" width={280} height={44} />
    <Skeleton
      variant="rounded"
      sx={{ width: '100%', maxWidth: 1040, aspectRatio: '1040 / 208', height: 'auto', borderRadius: 4 }}
    />
    <Skeleton variant="rounded" height={160} />
  </Stack>
);

/** /pc/admin/home: greeting, the GNB banner, the company's services and shortcuts. */
export const HomePage = () => {
  const { member, isPending } = useClientMember();
  usePageTitle(HOME_TEXT.pageName);

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1140 }}>
      <Title title={HOME_TEXT.pageName} />
      {isPending ? (
        <HomeSkeleton />
      ) : !member ? (
        <Alert severity="warning">{HOME_TEXT.noMember}</Alert>
      ) : (
        <Stack spacing={3}>
          <Box component="header">
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {HOME_TEXT.greeting(member.name)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
              <Typography color="text.secondary">{member.companyName}</Typography>
              <Chip size="small" label={member.companyMemberRole} variant="outlined" />
            </Stack>
          </Box>
          <ShellBanner placement="GNB" />
          {member.serviceList.length === 0 ? <FirstDayWelcome /> : null}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
              alignItems: 'start',
            }}
          >
            <Section title={HOME_TEXT.services}>
              <ServiceCards member={member} />
            </Section>
            <Section title={HOME_TEXT.shortcuts}>
              <Shortcuts />
            </Section>
          </Box>
        </Stack>
      )}
    </Box>
  );
};
