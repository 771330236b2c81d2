import type { ReactElement } from 'react';
import { giftEvents } from '../../../resources/giftEvents';
import { Birth24ApplyPage, ConsultPage } from './ApplyPages';
import { Birth24ListPage, Birth24OrderPage } from './Birth24Pages';
import type { OrderStep } from './Birth24Pages';
import { EventDetailPage } from './EventDetailPage';
import { SamplePage } from './SamplePage';
import { Birth24Page, ServicePage } from './ServicePage';

/** A page of the admin shell below /pc/admin (the shape of the admin's route table). */
interface GiftRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}
const page = (path: string, element: ReactElement): GiftRoute => ({ path, element, layout: true, flags: {} });

// The generated event list (registered as giftEvents at event/list), shown at the top menu's address too.
const eventList = giftEvents.routes[0]!.element;
const order = (step: OrderStep, path: string) =>
  page(`birth24Order/${step}/${path}`, <Birth24OrderPage key={step} step={step} />);
const EVENT_STEP_PATH = ':serviceEncrypted/:birthEventEncrypted/:branchEncrypted';

/** Every gift route of routes.tsv (spec 1 §2 sending24 and birth24), spread into the admin's route table. */
export const GIFT_ROUTES: readonly GiftRoute[] = [
  page('sending24/service', <ServicePage />),
  page('sending24/serviceApply', <ConsultPage />),
  page('sending24/event/list', eventList),
  page('sending24/event/detail/:id?', <EventDetailPage />),
  page('sending24/sample', <SamplePage />),
  page('event/detail/:index', <EventDetailPage />),
  page('birth24', <Birth24Page />),
  page('birth24/serviceApply/:step', <Birth24ApplyPage />),
  page('birth24/list', <Birth24ListPage />),
  order('eventSetting', ':serviceEncrypted/:branchEncrypted'),
  order('eventSetting', EVENT_STEP_PATH),
  ...(['giftSetting', 'result', 'status', 'update'] as const).map((step) => order(step, EVENT_STEP_PATH)),
];
