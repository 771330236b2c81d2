import { z } from 'zod';
import { buyRequestDetail, buyRequestRecord, quoteItem } from './buy24';
import { orderRecord } from './buy24Orders';
import { field } from './meta';
import { text } from './text';

/** The provider console's 구매24: every company's requests and orders, with the company's name. */
const companyName = field(z.string(), { label: '회사', sortable: true });

export const providerBuyRequest = buyRequestRecord
  .omit({ departmentId: true, requesterId: true })
  .extend({ companyName })
  .meta({ id: 'ProviderBuyRequest' });
export type ProviderBuyRequest = z.infer<typeof providerBuyRequest>;

export const providerBuyRequestDetail = buyRequestDetail
  .omit({ allowedStatuses: true, canEdit: true })
  .extend({ companyName: z.string() })
  .meta({ id: 'ProviderBuyRequestDetail' });

export const providerOrder = orderRecord.extend({ companyName }).meta({ id: 'ProviderBuyOrder' });
export type ProviderOrder = z.infer<typeof providerOrder>;

/** A quote sent back to the company: its items and unit prices (won, VAT excluded). */
export const quoteBody = z
  .object({
    items: z
      .array(quoteItem)
      .min(1, '견적 품목을 하나 이상 입력해주세요.')
      .max(50, '견적 품목은 50개까지 입력할 수 있습니다.'),
    note: text({ max: 500, multiline: true, label: '메모' }).default(''),
  })
  .meta({ id: 'BuyQuoteBody' });
