import { lazy } from 'react';
import { useParams } from 'react-router';
import type { ServiceKey } from '../../../schemas/services';
import { shellPage as page, type ShellRoute } from './shellPage';

const Snack24Page = lazy(() => import('./Snack24Page').then((m) => ({ default: m.Snack24Page })));
const SchedulePage = lazy(() => import('./SchedulePage').then((m) => ({ default: m.SchedulePage })));
const AlternativeDeliveryPage = lazy(() =>
  import('./AlternativeDeliveryPage').then((m) => ({ default: m.AlternativeDeliveryPage })),
);
const Flower24Page = lazy(() => import('./Flower24Page').then((m) => ({ default: m.Flower24Page })));
const MealPage = lazy(() => import('./MealPage').then((m) => ({ default: m.MealPage })));
const MealAddPage = lazy(() => import('./MealAddPage').then((m) => ({ default: m.MealAddPage })));
const MealStatusPage = lazy(() => import('./MealStatusPages').then((m) => ({ default: m.MealStatusPage })));
const MealUpdatePage = lazy(() => import('./MealStatusPages').then((m) => ({ default: m.MealUpdatePage })));
const PhonePage = lazy(() => import('./PhonePage').then((m) => ({ default: m.PhonePage })));
const ServiceApplyPage = lazy(() =>
  import('../serviceApply/ApplyPages').then((m) => ({ default: m.ServiceApplyPage })),
);

const schedule = (path: string, service: ServiceKey, title: string, countLabel?: string) =>
  page(path, <SchedulePage key={path} service={service} title={title} countLabel={countLabel} />);

/** quick24/useState/{year}/{month}/{serviceEncrypted}: the deliveries of one month. */
function QuickUseState() {
  const { year, month } = useParams();
  const y = Number(year);
  const m = Number(month);
  const valid = Number.isInteger(y) && y > 2000 && y < 3000 && Number.isInteger(m) && m >= 1 && m <= 12;
  return (
    <SchedulePage
      key={`${year}-${month}`}
      service="quick24"
      title="퀵 이용 현황"
      countLabel="건수"
      initial={valid ? { year: y, month: m } : undefined}
    />
  );
}

/** The running services' pages of routes.tsv, spread into the admin's route table. */
export const SERVICE_ROUTES: readonly ShellRoute[] = [
  page('snack24', <Snack24Page />),
  schedule('snack24/old/list', 'snack24', '지난 배송 내역', '상품 수'),
  schedule('breakfast24', 'breakfast24', '조식 제공 일정', '인분'),
  schedule('breakfast24/list', 'breakfast24', '조식 제공 일정', '인분'),
  schedule('clean24', 'clean24', '청소 방문 일정', '작업자'),
  schedule('clean24/list', 'clean24', '청소 방문 일정', '작업자'),
  schedule('clean24/detail', 'clean24', '청소 방문 상세', '작업자'),
  schedule('quick24', 'quick24', '퀵 배송 내역', '건수'),
  schedule('quick24/list', 'quick24', '퀵 배송 내역', '건수'),
  page('quick24/useState/:year/:month/:serviceEncrypted', <QuickUseState />),
  page('meal24', <MealPage />),
  page('meal24/list', <MealPage />),
  page('meal24/add/:serviceEncrypted/:branchEncrypted', <MealAddPage />),
  page('meal24/status/:mealTicketEncrypted', <MealStatusPage />),
  page('meal24/status/:mealTicketEncrypted/update', <MealUpdatePage />),
  schedule('coffee24/schedule', 'coffee24', '커피 머신 관리 일정', '대'),
  page('snack24/alternative-delivery', <AlternativeDeliveryPage />),
  page('recommend/list', <PhonePage />),
  page('flower24', <Flower24Page />),
  page(
    'flower24/service',
    <ServiceApplyPage service="flower24" path="flower24/service" servicePath="flower24" />,
  ),
];
