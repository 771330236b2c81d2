import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { usePublicPage } from '../layout/publicPage';
import { readSentInquiry } from './inquiryApi';
import { InquiryProgressLookup } from './InquiryProgressLookup';
import { SERVICE_NAME, SERVICE_PAGE } from './servicePages';
import { COMPLETE_TEXT } from './strings';

/** The completion page of every service's inquiry (spec 1 §2 "…/complete"); the query is the page's own. */
export function InquiryCompletePage() {
  const { serviceType, prefix } = usePublicPage();
  const service = serviceType ?? 'SNACK';
  const sent = useMemo(() => readSentInquiry(), []);
  useEffect(() => setPageTitle(COMPLETE_TEXT.title, SERVICE_NAME[service]), [service]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, display: 'grid', gap: 4 }}>
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Box component="img" src="/images/complete.svg" alt="" width={120} height={120} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {COMPLETE_TEXT.title}
        </Typography>
        <Typography>{COMPLETE_TEXT.lead(SERVICE_NAME[sent?.serviceType ?? service])}</Typography>
        <Typography color="text.secondary">{COMPLETE_TEXT.next}</Typography>
        {sent && (
          <Box sx={{ bgcolor: 'grey.100', borderRadius: 2, px: 4, py: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {COMPLETE_TEXT.receipt}
            </Typography>
            <Typography data-testid="receipt-no" sx={{ fontSize: 24, fontWeight: 800, letterSpacing: 1 }}>
              {sent.receiptNo}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {COMPLETE_TEXT.receiptHint}
            </Typography>
          </Box>
        )}
      </Box>
      <InquiryProgressLookup receiptNo={sent?.receiptNo} cellphone={sent?.cellphone} />
      <Box sx={{ textAlign: 'center' }}>
        <Button component={RouterLink} to={`${prefix}/${SERVICE_PAGE[service]}`} variant="contained">
          {COMPLETE_TEXT.back}
        </Button>
      </Box>
    </Container>
  );
}
