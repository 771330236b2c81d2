import { Alert, Button, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { seoulDotDate } from '../../../lib/seoulTime';
import { FLOWER_KINDS } from '../../../schemas/serviceApply/flower24';
import { usePageTitle, useAdminPath } from '../layout/shellHooks';
import { ListTable, PageHeading } from './pageParts';
import { Section } from '../../../resources/_generated/report';
import { FLOWER_TEXT as TEXT } from './strings';
import { useApplications } from './useServiceState';

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
          <PageHeading title={TEXT.title} />
          <Typography color="text.secondary">{TEXT.intro}</Typography>
        </div>
        <Button variant="contained" component={LinkBase} to={adminPath('flower24/service')}>
          {TEXT.order}
        </Button>
      </Stack>
      <Section id="flower-orders" title={TEXT.orders}>
        {isError ? (
          <Alert severity="error">{TEXT.loadFailed}</Alert>
        ) : (
          <ListTable
            caption={TEXT.orders}
            empty={isPending ? undefined : TEXT.empty}
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
      </Section>
    </Stack>
  );
}
