import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Skeleton } from '@mui/material';
import type { OrderStep } from '../../../resources/giftEvents/orderFlow';

/** A page of the admin shell below /pc/admin (the shape of the admin's route table). */
interface GiftRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}
const page = (path: string, element: ReactElement): GiftRoute => ({ path, element, layout: true, flags: {} });

// The gift pages load when first opened: they are not part of the console's first load.
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function GiftPage(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ m: 3 }} aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
const ServicePage = later(() => import('./ServicePage').then((m) => m.ServicePage));
const Birth24Page = later(() => import('./ServicePage').then((m) => m.Birth24Page));
const ConsultPage = later(() => import('./ApplyPages').then((m) => m.ConsultPage));
const Birth24ApplyPage = later(() => import('./ApplyPages').then((m) => m.Birth24ApplyPage));
const EventDetailPage = later(() => import('./EventDetailPage').then((m) => m.EventDetailPage));
const SamplePage = later(() => import('./SamplePage').then((m) => m.SamplePage));
const Birth24OrderPage = later(() => import('./Birth24Pages').then((m) => m.Birth24OrderPage));

const order = (step: OrderStep, path: string) =>
  page(`birth24Order/${step}/${path}`, <Birth24OrderPage key={step} step={step} />);
const EVENT_STEP_PATH = ':serviceEncrypted/:birthEventEncrypted/:branchEncrypted';

/**
 * The gift routes of routes.tsv (spec 1 §2 sending24 and birth24) with their own screens, spread into
 * the admin's route table; the event lists (event/list, sending24/event/list, birth24/list) are the
 * declared resources giftEvents and birth24Events.
 */
export const GIFT_ROUTES: readonly GiftRoute[] = [
  page('sending24/service', <ServicePage />),
  page('sending24/serviceApply', <ConsultPage />),
  page('sending24/event/detail/:id?', <EventDetailPage />),
  page('sending24/sample', <SamplePage />),
  page('event/detail/:index', <EventDetailPage />),
  page('birth24', <Birth24Page />),
  page('birth24/serviceApply/:step', <Birth24ApplyPage />),
  order('eventSetting', ':serviceEncrypted/:branchEncrypted'),
  order('eventSetting', EVENT_STEP_PATH),
  ...(['giftSetting', 'result', 'status', 'update'] as const).map((step) => order(step, EVENT_STEP_PATH)),
];
