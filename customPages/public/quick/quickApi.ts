import { createHttpClient } from '../../../dataProviders/httpClient';
import type { QuickOrderRecord } from '../../../schemas/quick/order';
import type { QuickApplyForm } from './quickOrder';

// Public calls: no auth headers; each screen shows its own error instead of the generic alert.
const client = createHttpClient({ getAuthHeaders: () => null, networkAlert: () => {} });

export interface QuickCard {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  holder: string;
  birthOrBusinessNo: string;
  password2: string;
}

/** POST /homepage/v2/quick/orders: the server charges the card and stores the order. */
export function postQuickOrder(form: QuickApplyForm, card: QuickCard, requestKey: string) {
  return client.apiFetch<QuickOrderRecord>('/homepage/v2/quick/orders', {
    method: 'POST',
    body: { ...form, card, requestKey },
  });
}

/** POST /homepage/v2/quick/orders/lookup: by the order number and a phone number on the order. */
export function lookupQuickOrder(orderNo: string, phone: string) {
  return client.apiFetch<QuickOrderRecord>('/homepage/v2/quick/orders/lookup', {
    method: 'POST',
    body: { orderNo, phone },
  });
}
