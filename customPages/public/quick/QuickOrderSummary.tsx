import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VEHICLES } from './quickOrder';
import { won } from '../../../lib/won';
import type { Fare, QuickApplyForm } from './quickOrder';
import { QUICK_TEXT } from './strings';

const maskPhone = (phone: string) =>
  phone.replace(
    /^(\d{3})(\d+)(\d{4})$/,
    (_m, a: string, b: string, c: string) => `${a}-${'*'.repeat(b.length)}-${c}`,
  );

/** Who sends what where, with the fare: the payment, complete and detail steps all show it. */
export function QuickOrderSummary({ form, fare }: { form: QuickApplyForm; fare: Fare }) {
  const rows: [string, string][] = [
    [
      QUICK_TEXT.sections.sender,
      `${form.senderName} (${maskPhone(form.senderPhone)}) · ${form.fromDistrict} ${form.fromAddress}`,
    ],
    [
      QUICK_TEXT.sections.receiver,
      `${form.receiverName} (${maskPhone(form.receiverPhone)}) · ${form.toDistrict} ${form.toAddress}`,
    ],
    [
      QUICK_TEXT.sections.cargo,
      `${form.item} · ${VEHICLES[form.vehicle].label}${form.urgent ? ' · 긴급' : ''}`,
    ],
    [QUICK_TEXT.estimate, `${won(fare.amount)} (${QUICK_TEXT.estimateDetail(fare.km)})`],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        gap: 1,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {value}
          </Typography>
        </Box>
      ))}
      {form.memo && (
        <Typography component="dd" sx={{ m: 0, gridColumn: '1 / -1', color: 'text.secondary' }}>
          “{form.memo}”
        </Typography>
      )}
    </Box>
  );
}
