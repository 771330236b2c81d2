import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { SisterSiteLinks } from './SisterSiteLinks';
import { LAYOUT_TEXT } from './strings';
import type { ViewableTerms } from './TermsViewer';

const TermsViewer = lazy(async () => ({ default: (await import('./TermsViewer')).TermsViewer }));

const muted = { color: 'grey.400', fontSize: 13, lineHeight: 1.8 } as const;

/** Spec 1 §1 footer: terms, legal details, customer centre, the three contact addresses, sister sites. */
export function PublicFooter() {
  const [terms, setTerms] = useState<ViewableTerms | null>(null);
  const contacts = [
    [LAYOUT_TEXT.salesEmail, COMPANY_INFO.salesEmail],
    [LAYOUT_TEXT.partnershipEmail, COMPANY_INFO.partnershipEmail],
    [LAYOUT_TEXT.marketingEmail, COMPANY_INFO.marketingEmail],
  ] as const;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 5, mt: 8 }}>
      <Container sx={{ display: 'grid', gap: 3 }}>
        <Box component="nav" aria-label={LAYOUT_TEXT.footerNav} sx={{ display: 'flex', gap: 3 }}>
          <Link component="button" type="button" color="inherit" onClick={() => setTerms('use_service')}>
            {LAYOUT_TEXT.termsOfUse}
          </Link>
          <Link
            component="button"
            type="button"
            color="inherit"
            sx={{ fontWeight: 700 }}
            onClick={() => setTerms('privacy_policy_only_show')}
          >
            {LAYOUT_TEXT.privacyPolicy}
          </Link>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <Box component="address" sx={{ ...muted, fontStyle: 'normal' }}>
            <Box component="strong" sx={{ color: 'grey.100', fontSize: 15, display: 'block', mb: 0.5 }}>
              {COMPANY_INFO.name}
            </Box>
            {LAYOUT_TEXT.representative} {COMPANY_INFO.representative} · {LAYOUT_TEXT.registrationNumber}{' '}
            {COMPANY_INFO.registrationNumber}
            <br />
            {LAYOUT_TEXT.mailOrderNumber} {COMPANY_INFO.mailOrderNumber}
            <br />
            {LAYOUT_TEXT.address} {COMPANY_INFO.address}
          </Box>
          <Box>
            <Box sx={{ ...muted, color: 'grey.300' }}>{LAYOUT_TEXT.customerCenter}</Box>
            <Link
              href={`tel:${COMPANY_INFO.customerCenter.replaceAll('-', '')}`}
              color="inherit"
              underline="hover"
              sx={{ fontSize: 24, fontWeight: 800 }}
            >
              {COMPANY_INFO.customerCenter}
            </Link>
            <Box sx={muted}>{COMPANY_INFO.customerCenterHours}</Box>
          </Box>
          <Box>
            <Box sx={{ ...muted, color: 'grey.300' }}>{LAYOUT_TEXT.contacts}</Box>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', ...muted }}>
              {contacts.map(([label, email]) => (
                <li key={email}>
                  {label}{' '}
                  <Link href={`mailto:${email}`} color="inherit" underline="hover">
                    {email}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', ...muted }}>
          <span>{LAYOUT_TEXT.sisterSites}</span>
          <SisterSiteLinks color="grey.300" />
        </Box>
        <Box sx={muted}>{LAYOUT_TEXT.copyright(new Date().getFullYear(), COMPANY_INFO.name)}</Box>
      </Container>
      {terms && (
        <Suspense fallback={null}>
          <TermsViewer type={terms} onClose={() => setTerms(null)} />
        </Suspense>
      )}
    </Box>
  );
}
