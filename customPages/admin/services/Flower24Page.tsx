import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { seoulDotDate } from '../../../lib/seoulTime';
import { FLOWER_KINDS } from '../../../schemas/serviceApply/flower24';
import { usePageTitle, useAdminPath } from '../layout/shellHooks';
import { FLOWER_TEXT as TEXT } from './strings';
import { useApplications } from './useServiceState';
import { ResponsiveTable } from '../../../resources/_generated/report';

const kindName = (id: unknown) =>
  FLOWER_KINDS.find((kind) => kind.id === id)?.name.replace(/ \(.*\)$/, '') ?? '-';

/** /pc/admin/flower24: the company's wreath orders and the way to order one (flower24/service). */
export function Flower24Page() {
  usePageTitle(TEXT.title, TEXT.title);
  const adminPath = useAdminPath();
  const { data, isError, isPending } = useApplications();
  const orders = (data ?? []).filter((entry) => entry.service === 'flower24' && entry.status !== 'DRAFT');
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {TEXT.title}
          </Typography>
          <Typography color="text.secondary">{TEXT.intro}</Typography>
        </div>
        <Button variant="contained" component={LinkBase} to={adminPath('flower24/service')}>
          {TEXT.order}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="flower-orders">
        <Typography id="flower-orders" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEXT.orders}
        </Typography>
        {isError ? (
          <Alert severity="error">{TEXT.loadFailed}</Alert>
        ) : !isPending && orders.length === 0 ? (
          <Typography color="text.secondary">{TEXT.empty}</Typography>
        ) : (
          <ResponsiveTable
            caption={TEXT.orders}
            captionHidden
            dense
            columns={TEXT.columns.map((label) => ({ label }))}
            rows={orders.map((order) => {
              const delivery = order.answers.delivery ?? {};
              return {
                key: order.id,
                cells: [
                  order.submittedAt ? seoulDotDate(order.submittedAt) : '-',
                  kindName(order.answers.wreath?.kind),
                  String(delivery.recipientName ?? '-'),
                  typeof delivery.deliveryDate === 'string' ? seoulDotDate(delivery.deliveryDate) : '-',
                  order.status === 'REJECTED'
                    ? TEXT.rejected(order.rejectReason ?? '')
                    : TEXT.statuses[order.status],
                ],
              };
            })}
          />
        )}
      </Paper>
    </Stack>
  );
}
