import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { ClientMember } from '../../../authProvider/memberRules';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { seoulParts } from '../../../lib/seoulTime';
import type { VirtualAccount } from '../../../schemas/companyMember';
import { formatRegistNumber } from './format';
import { CERTIFICATE_TEXT, koreanDate } from './strings';

const PRINT_ROOT = 'account-certificate-print';

/** While the certificate is open, printing shows the certificate alone, without the admin around it. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .MuiDialog-container`]: { display: 'block', height: 'auto' },
        [`.${PRINT_ROOT} .MuiDialog-paper`]: {
          boxShadow: 'none',
          margin: 0,
          maxWidth: 'none',
          width: '100%',
          maxHeight: 'none',
        },
        [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} .certificate-actions`]: { display: 'none' },
      },
    }}
  />
);

interface CertificateDialogProps {
  open: boolean;
  onClose: () => void;
  member: Pick<ClientMember, 'companyName' | 'registNumber'>;
  account: VirtualAccount;
  /** Issue date; tests pin it. */
  now?: Date;
}

/** The dedicated-account certificate, as a printable document (window.print). */
export const CertificateDialog = ({
  open,
  onClose,
  member,
  account,
  now = new Date(),
}: CertificateDialogProps) => {
  const { year, month, day } = seoulParts(now);
  const rows: [string, string][] = [
    [CERTIFICATE_TEXT.companyName, member.companyName],
    [CERTIFICATE_TEXT.registNumber, formatRegistNumber(member.registNumber)],
    [CERTIFICATE_TEXT.bank, account.bank],
    [CERTIFICATE_TEXT.holder, account.holder],
    [CERTIFICATE_TEXT.accountNumber, account.accountNumber],
    [CERTIFICATE_TEXT.issuedOn, koreanDate(year, month, day)],
  ];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={PRINT_ROOT}
      maxWidth="sm"
      fullWidth
      aria-labelledby="certificate-title"
    >
      {open && printStyles}
      <DialogContent sx={{ px: { xs: 3, sm: 6 }, py: 5 }}>
        <Typography
          id="certificate-title"
          variant="h4"
          component="h2"
          align="center"
          sx={{ fontWeight: 700, letterSpacing: 8, mb: 4 }}
        >
          {CERTIFICATE_TEXT.title}
        </Typography>
        <Table
          size="small"
          sx={{ border: 1, borderColor: 'grey.400', '& td': { borderColor: 'grey.400', py: 1.25 } }}
        >
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: '35%', bgcolor: 'grey.100', fontWeight: 600 }}
                >
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography sx={{ mt: 4, mb: 5 }} align="center">
          {CERTIFICATE_TEXT.statement}
        </Typography>
        <Typography align="center" sx={{ mb: 3 }}>
          {koreanDate(year, month, day)}
        </Typography>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {COMPANY_INFO.name}
          </Typography>
          <Typography variant="body2">{`${CERTIFICATE_TEXT.representative} ${COMPANY_INFO.representative}`}</Typography>
          <Typography variant="body2">{`${CERTIFICATE_TEXT.registNumber} ${COMPANY_INFO.registrationNumber}`}</Typography>
          <Typography variant="body2">{COMPANY_INFO.address}</Typography>
        </Box>
      </DialogContent>
      <DialogActions className="certificate-actions">
        <Button onClick={onClose}>{CERTIFICATE_TEXT.close}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {CERTIFICATE_TEXT.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
