import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { AUTH_TEXT } from './strings';

/** The frame of the auth pages (spec 1 §2 "Auth routes"): a public intro link, the form card, the company footer. */
export function AuthShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const introUrl = useIntroUrl();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { xs: 2, sm: 4 },
          py: 2,
        }}
      >
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {AUTH_TEXT.brand}
        </Typography>
        <Link href={introUrl} underline="hover" color="text.secondary">
          {AUTH_TEXT.intro}
        </Link>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: lead ? 1 : 3 }}>
            {title}
          </Typography>
          {lead ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {lead}
            </Typography>
          ) : null}
          {children}
        </Paper>
      </Box>
      <AuthFooter />
    </Box>
  );
}

/** The card while the page loads what it shows (an invitation, a join link). */
export function AuthLoading({ title, label }: { title: string; label: string }) {
  return (
    <AuthShell title={title}>
      <Box role="status" aria-label={label} sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    </AuthShell>
  );
}

/** A form's message that belongs to no field, read out as it appears. */
export const FormError = ({ message, sx }: { message: string | null; sx?: AlertProps['sx'] }) =>
  message ? (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  ) : null;

function AuthFooter() {
  const c = COMPANY_INFO;
  const tel = c.customerCenter.replace(/\D/g, '');
  return (
    <Box
      component="footer"
      sx={{ px: { xs: 2, sm: 4 }, py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        {AUTH_TEXT.footerCompany} {c.name} · {AUTH_TEXT.footerRepresentative} {c.representative} ·{' '}
        {AUTH_TEXT.footerRegistration} {c.registrationNumber} · {AUTH_TEXT.footerMailOrder}{' '}
        {c.mailOrderNumber}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {AUTH_TEXT.footerAddress} {c.address}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {AUTH_TEXT.footerCustomerCenter}{' '}
        <Link href={`tel:${tel}`} color="inherit" sx={{ fontWeight: 700 }}>
          {c.customerCenter}
        </Link>{' '}
        ({c.customerCenterHours})
      </Typography>
    </Box>
  );
}

/** The intro page of the configured links; the site root until they load or when none is set. */
function useIntroUrl(): string {
  const [url, setUrl] = useState('/');
  useEffect(() => {
    let live = true;
    loadOutsideLinks()
      .then((links) => {
        const target = links.introUrl || links.marketingUrl;
        if (live && target) setUrl(target);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return url;
}
