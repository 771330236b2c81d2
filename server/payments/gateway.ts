/**
 * The payment gateway the server talks to (DESIGN.md: payments go through a gateway interface whose
 * default is a test gateway). It sees a card number only for the length of one call and answers
 * with a token; nothing else in the server ever holds the number.
 */
export interface CardRequest {
  /** Digits only, already Luhn-checked. */
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  holder: string;
  birthOrBusinessNo: string;
}

export type CardAnswer =
  | { approved: true; token: string; brand: string; last4: string }
  | { approved: false; code: string; message: string };

export interface DepositRequest {
  bank: string;
  accountNumber: string;
  holder: string;
}

/** The 1-won deposit: its memo carries a 4-digit code the account holder reads back. */
export type DepositAnswer =
  { sent: true; token: string; code: string; last4: string } | { sent: false; code: string; message: string };

/** A charge of a stored token (automatic payment of an invoice); the key makes a repeat a no-op. */
export interface ChargeRequest {
  token: string;
  /** Won, more than 0. */
  amount: number;
  /** The same key charges once: a retried job gets the first answer back. */
  idempotencyKey: string;
  description: string;
}

export type ChargeAnswer = { paid: true; reference: string } | { paid: false; code: string; message: string };

export interface PaymentGateway {
  /** Charges a registered card or account. */
  charge(request: ChargeRequest): Promise<ChargeAnswer>;
  /** Checks a card with its issuer and returns a reusable billing token. */
  registerCard(request: CardRequest, now: Date): Promise<CardAnswer>;
  /** Sends 1 won to the account with a code in the memo. */
  sendDeposit(request: DepositRequest): Promise<DepositAnswer>;
  /** Forgets a token (a deleted payment method can no longer be charged). */
  revoke(token: string): Promise<void>;
}
