import { z } from 'zod';
import { field } from '../meta';
import { eventRecord } from './events';
import { trackingRecord } from './sends';

/** The provider console's gift events: every company's, with the company's name. */
export const providerEventRecord = eventRecord
  .extend({ companyName: field(z.string(), { label: '회사' }) })
  .meta({ id: 'GiftProviderEvent' });
export type ProviderEventRecord = z.infer<typeof providerEventRecord>;

/** The provider console's gift orders: a send with its company, event, address and voucher. */
export const providerOrderRecord = trackingRecord
  .extend({
    companyName: field(z.string(), { label: '회사' }),
    eventName: field(z.string(), { label: '이벤트' }),
    address: field(z.string().nullable(), { label: '배송지' }),
    voucherCode: field(z.string().nullable(), { label: '교환권 번호', list: false }),
  })
  .meta({ id: 'GiftProviderOrder' });
export type ProviderOrderRecord = z.infer<typeof providerOrderRecord>;
