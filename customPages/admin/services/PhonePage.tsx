import { Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PHONE_PLANS } from '../../../schemas/serviceApply/phone24';
import { usePageTitle } from '../layout/shellHooks';
import { amountLastColumns, ListTable } from './pageParts';
import { Section } from '../../../resources/_generated/report';
import { ServiceState } from './ServiceState';
import { PHONE_TEXT as TEXT } from './strings';
import { won } from '../../../lib/won';

// The wizard brings rjsf: its own chunk, loaded when the application opens.
const ServiceApplyPage = lazy(() =>
  import('../serviceApply/ApplyPages').then((m) => ({ default: m.ServiceApplyPage })),
);

function Plans() {
  return (
    <Section id="phone-plans" title={TEXT.plans}>
      <ListTable
        caption={TEXT.plans}
        columns={amountLastColumns(TEXT.columns)}
        rows={PHONE_PLANS.map((plan) => ({
          key: plan.id,
          cells: [plan.name, plan.data, plan.voice, won(plan.price)],
        }))}
      />
    </Section>
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
        <ServiceApplyPage service="phone24" path="recommend/list" servicePath="recommend/list" />
      </Suspense>
    );
  }
  return (
    <ServiceState service="phone24" always>
      <Stack spacing={2}>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
        <Plans />
      </Stack>
    </ServiceState>
  );
}
