import { Box, Paper, Typography } from '@mui/material';
import { koreanLongDate } from '../../../schemas/billingInvoices';
import { useCertificate } from './api';
import {
  DocumentTable,
  PRINT_ROOT,
  PrintButton,
  PrintHint,
  QueryState,
  ReportFrame,
} from '../../../resources/_generated/report';
import { USES_TEXT } from './strings';

/**
 * The dedicated-account certificate (spec 2 §2), a page of its own that prints on one A4 sheet:
 * company name, business registration number (123-45-67890), bank, holder, account number, the
 * date written 2026년 11월 4일, and the provider's name and address. Only for a company with a
 * virtual account (the gate of "certificate"; the server answers 404 otherwise).
 */
export function CertificatePage() {
  const query = useCertificate();
  return (
    <ReportFrame title={USES_TEXT.certificate} gate="certificate" actions={query.data && <PrintButton />}>
      <QueryState query={query} empty="">
        {(data) => {
          const date = koreanLongDate(data.issuedOn);
          const rows: [string, string][] = [
            [USES_TEXT.companyName, data.companyName],
            [USES_TEXT.registNumber, data.registNumber],
            [USES_TEXT.bank, data.bank],
            [USES_TEXT.holder, data.holder],
            [USES_TEXT.accountNumber, data.accountNumber],
            [USES_TEXT.issuedDate, date],
          ];
          return (
            <Paper
              variant="outlined"
              className={PRINT_ROOT}
              data-testid="certificate-document"
              sx={{ p: { xs: 2.5, md: 6 }, maxWidth: 760, mx: 'auto', '@media print': { p: '20mm 10mm' } }}
            >
              <PrintHint />
              <Typography
                component="h2"
                variant="h4"
                align="center"
                sx={{ fontWeight: 700, letterSpacing: { xs: 2, md: 8 }, mb: 5 }}
              >
                {USES_TEXT.certificate}
              </Typography>
              <DocumentTable
                caption={USES_TEXT.certificate}
                captionHidden
                bordered
                rowHeaders
                rows={rows.map(([label, value]) => ({ key: label, cells: [label, value] }))}
              />
              <Typography align="center" sx={{ mt: 6, mb: 6, fontSize: 17, wordBreak: 'keep-all' }}>
                {USES_TEXT.certificateStatement}
              </Typography>
              <Typography align="center" sx={{ mb: 5, fontSize: 17 }}>
                {date}
              </Typography>
              <Box sx={{ textAlign: 'center' }}>
                <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
                  {data.provider.name}
                </Typography>
                <Typography>{`${USES_TEXT.representative} ${data.provider.representative}`}</Typography>
                <Typography>{`${USES_TEXT.registNumber} ${data.provider.registNumber}`}</Typography>
                <Typography>{`${USES_TEXT.address} ${data.provider.address}`}</Typography>
              </Box>
            </Paper>
          );
        }}
      </QueryState>
    </ReportFrame>
  );
}
