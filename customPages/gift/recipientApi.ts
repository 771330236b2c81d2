import { ApiError, createHttpClient } from '../../dataProviders/httpClient';
// Types only: the recipient's page must not download zod.
import type { RecipientChoiceBody, RecipientPage } from '../../schemas/gift/recipient';

export type { RecipientPage };
export type GiftItemView = RecipientPage['items'][number];
export type DeliveryInput = NonNullable<RecipientChoiceBody['delivery']>;

// The token in the address is the recipient's only credential: no session headers.
const client = createHttpClient({ getAuthHeaders: () => null, networkAlert: () => {} });
const base = (token: string) => `/birth/v3/public/gift/${encodeURIComponent(token)}`;

export const loadGift = (token: string, signal?: AbortSignal) =>
  client.apiFetch<RecipientPage>(base(token), { signal });

export const chooseGift = (token: string, body: { itemId: string; delivery: DeliveryInput | null }) =>
  client.apiFetch<RecipientPage | null>(`${base(token)}/choice`, { method: 'POST', body });

export { ApiError };
