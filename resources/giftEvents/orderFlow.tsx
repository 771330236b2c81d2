import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LinkBase as Link, useBasename } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';
import type { EventRecord } from '../../schemas/gift/events';
import { EVENT_LIST_TEXT } from './strings';

/** The birth24 flow's step pages of one event (birth24Order/{step}/…). */
export const ORDER_STEPS = ['eventSetting', 'giftSetting', 'result', 'status', 'update'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
/** Marks a move made inside the flow: a step page entered directly goes back to the list. */
export const FROM_FLOW = { birth24Flow: true };
export const NO_BRANCH = 'main';

export const orderPath = (step: OrderStep, service: string, event: string | null, branch: string) =>
  ['birth24Order', step, service, ...(event ? [event] : []), branch].map(encodeURIComponent).join('/');

/** The address of a step page of an event (none: a new event) for the company's gift service. */
function useStepLink() {
  const basename = useBasename();
  const service = useApiQuery<{ serviceEncrypted?: string | null }>('/birth/v3/services');
  const serviceId = service.data?.serviceEncrypted ?? 'birth24';
  return (step: OrderStep, event: Pick<EventRecord, 'id' | 'workspaceId'> | null) =>
    `${basename}/${orderPath(step, serviceId, event?.id ?? null, event?.workspaceId ?? NO_BRANCH)}`;
}

/** birth24/list's row: a way into each step page of the event. */
export function EventStepLinks({ event }: { event: EventRecord }) {
  const link = useStepLink();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {ORDER_STEPS.map((step) => (
        <Button
          key={step}
          size="small"
          component={Link}
          to={link(step, event)}
          state={FROM_FLOW}
          onClick={(click: MouseEvent) => click.stopPropagation()}
          aria-label={`${event.name} ${EVENT_LIST_TEXT.orderPage[step]}`}
        >
          {EVENT_LIST_TEXT.orderPage[step]}
        </Button>
      ))}
    </Stack>
  );
}

/** birth24/list's 새 이벤트: the flow's first step without an event. */
export function NewFlowEventLink() {
  const link = useStepLink();
  return (
    <Button
      variant="contained"
      size="small"
      component={Link}
      to={link('eventSetting', null)}
      state={FROM_FLOW}
    >
      {EVENT_LIST_TEXT.newEvent}
    </Button>
  );
}
