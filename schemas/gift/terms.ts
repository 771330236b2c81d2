/**
 * The gift service's business constants (spec 2 §9 "Gift service terms"), shared by the server's
 * dashboard and send confirmation and the browser's confirmation dialog.
 */

/** Service fee per person sent to, in won (none for promotion contracts). */
export const GIFT_FEE_PER_PERSON = 3_000;
/** The deposit covers this many persons at the (lowest) per-person budget. */
export const DEPOSIT_PERSONS = 5;
/** How long a recipient's choice link stays valid, in days. */
export const GIFT_LINK_DAYS = 30;
/** How long a mobile voucher stays valid after the choice, in days. */
export const VOUCHER_DAYS = 90;

/** Deposit = per-person budget × 5, with the lowest budget when they differ (0 without budgets). */
export function depositFor(budgets: readonly number[]): number {
  const positive = budgets.filter((budget) => budget > 0);
  return positive.length === 0 ? 0 : Math.min(...positive) * DEPOSIT_PERSONS;
}

/** The fee of sending to `persons` recipients. */
export const feeFor = (persons: number) => persons * GIFT_FEE_PER_PERSON;
