import { pickUtm, toSearch } from '../../../lib/query';
import { emptyApplyForm, isVehicle, newRequestKey } from './quickOrder';
import type { QuickApplyForm, QuickOrder } from './quickOrder';

// Spec 1 §3 "quick delivery form": session state, so a reload or a step back keeps what was typed.
const FORM_KEY = 'portal.quick.form';
const ORDERS_KEY = 'portal.quick.orders';
const REQUEST_KEY = 'portal.quick.requestKey';

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode without storage: the flow still works within the page */
  }
}

/** The apply form as last left, every field checked (the session may hold an older shape). */
export function loadApplyForm(): QuickApplyForm {
  const stored = read(FORM_KEY);
  const form = emptyApplyForm();
  if (typeof stored !== 'object' || stored === null) return form;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(form) as (keyof QuickApplyForm)[]) {
    const value = record[key];
    if (key === 'urgent') form.urgent = value === true;
    else if (key === 'vehicle')
      form.vehicle = typeof value === 'string' && isVehicle(value) ? value : form.vehicle;
    else if (typeof value === 'string') form[key] = value;
  }
  return form;
}

export const saveApplyForm = (form: QuickApplyForm) => write(FORM_KEY, form);
export const clearApplyForm = () => {
  write(FORM_KEY, null);
  write(REQUEST_KEY, null);
};

/**
 * The key of the order being paid: made when the first step is done, reused by every payment
 * attempt of that form, so a request repeated after a lost answer finds the order already made.
 */
export function requestKeyOf(): string {
  const stored = read(REQUEST_KEY);
  if (typeof stored === 'string' && stored) return stored;
  const key = newRequestKey();
  write(REQUEST_KEY, key);
  return key;
}
export const renewRequestKey = () => write(REQUEST_KEY, newRequestKey());

/** Orders paid in this browser session, as the server answered: the recent list and the complete page. */
export function loadOrders(): QuickOrder[] {
  const stored = read(ORDERS_KEY);
  return Array.isArray(stored)
    ? (stored as QuickOrder[]).filter(
        (order) => typeof order?.orderNo === 'string' && typeof order.amount === 'number',
      )
    : [];
}

export function saveOrder(order: QuickOrder): void {
  write(ORDERS_KEY, [order, ...loadOrders().filter((o) => o.orderNo !== order.orderNo)].slice(0, 20));
}

export const findOrder = (orderNo: string) => loadOrders().find((order) => order.orderNo === orderNo) ?? null;

/** A step entered out of order starts over at step 1, keeping only the visit's utm tags. */
export const keepUtm = (search: string) => toSearch(pickUtm(new URLSearchParams(search)));
