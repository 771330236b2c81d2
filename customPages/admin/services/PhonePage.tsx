import { Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PHONE_PLANS } from '../../../schemas/serviceApply/phone24';
import { usePageTitle } from '../layout/shellHooks';
import { ServiceState } from './ServiceState';
import { PHONE_TEXT as TEXT } from './strings';
import { won } from '../../../lib/won';
import { ResponsiveTable } from '../../../resources/_generated/report';

// The wizard brings rjsf: its own chunk, loaded when the application opens.
const EmbeddedApplyPage = lazy(() =>
  import('../serviceApply/ApplyPages').then((m) => ({ default: m.EmbeddedApplyPage })),
);

function Plans() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="phone-plans">
      <Typography id="phone-plans" variant="h6" component="h2" sx={{ mb: 1 }}>
        {TEXT.plans}
      </Typography>
      <ResponsiveTable
        caption={TEXT.plans}
        captionHidden
        dense
        columns={TEXT.columns.map((label, index) => ({
          label,
          align: index === TEXT.columns.length - 1 ? ('right' as const) : undefined,
        }))}
        rows={PHONE_PLANS.map((plan) => ({
          key: plan.id,
          cells: [plan.name, plan.data, plan.voice, won(plan.price)],
        }))}
      />
    </Paper>
  );
}

/**
 * /pc/admin/recommend/list (법인폰): the plans and the company's application state; with `?step=`
 * the application itself (the service-apply wizard).
 */
export function PhonePage() {
  const [search] = useSearchParams();
  usePageTitle(TEXT.title, TEXT.title);
  if (search.get('step')) {
    return (
      <Suspense fallback={null}>
        <EmbeddedApplyPage service="phone24" path="recommend/list" servicePath="recommend/list" />
      </Suspense>
    );
  }
  return (
    <ServiceState service="phone24">
      {() => (
        <Stack spacing={2}>
          <Typography color="text.secondary">{TEXT.intro}</Typography>
          <Plans />
        </Stack>
      )}
    </ServiceState>
  );
}
