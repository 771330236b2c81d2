import { createHttpClient } from '../../../dataProviders/httpClient';
import type {
  InquiryBody,
  InquiryCreated,
  InquiryProgress,
  InquiryServiceType,
} from '../../../schemas/inquiry';

// Public calls: no auth headers, and no generic network alert (the form shows the inquiry's own alert).
const client = createHttpClient({ getAuthHeaders: () => null, networkAlert: () => {} });

/** POST /homepage/v2/inquiry */
export function postInquiry(body: InquiryBody): Promise<InquiryCreated> {
  return client.apiFetch<InquiryCreated>('/homepage/v2/inquiry', { method: 'POST', body });
}

/** GET /homepage/v2/inquiry-progress */
export function fetchInquiryProgress(receiptNo: string, cellphone: string): Promise<InquiryProgress> {
  return client.apiFetch<InquiryProgress>('/homepage/v2/inquiry-progress', {
    query: { receiptNo, cellphone },
  });
}

/** The inquiry just sent, for the completion page (which keeps the page's own query, nothing more). */
export interface SentInquiry {
  receiptNo: string;
  serviceType: InquiryServiceType;
  cellphone: string;
}

const SENT_KEY = 'portal.lastInquiry';

export function rememberSentInquiry(sent: SentInquiry): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    /* the completion page then simply shows no receipt number */
  }
}

export function readSentInquiry(): SentInquiry | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { receiptNo, serviceType, cellphone } = value as Record<string, unknown>;
    return typeof receiptNo === 'string' && typeof serviceType === 'string' && typeof cellphone === 'string'
      ? { receiptNo, serviceType: serviceType as InquiryServiceType, cellphone }
      : null;
  } catch {
    return null;
  }
}
