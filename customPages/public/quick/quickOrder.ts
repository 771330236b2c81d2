import type { QuickOrderRecord } from '../../../schemas/quick/order';
import type { Vehicle } from '../../../schemas/quick/fare';

export { estimateFare, isVehicle, VEHICLES } from '../../../schemas/quick/fare';
export type { Fare, Vehicle } from '../../../schemas/quick/fare';

/** What the visitor fills in on serviceApply; kept in the session so going back finds it as left. */
export interface QuickApplyForm {
  senderName: string;
  senderPhone: string;
  fromDistrict: string;
  fromAddress: string;
  receiverName: string;
  receiverPhone: string;
  toDistrict: string;
  toAddress: string;
  item: string;
  vehicle: Vehicle;
  urgent: boolean;
  memo: string;
}

export const emptyApplyForm = (): QuickApplyForm => ({
  senderName: '',
  senderPhone: '',
  fromDistrict: '',
  fromAddress: '',
  receiverName: '',
  receiverPhone: '',
  toDistrict: '',
  toAddress: '',
  item: '',
  vehicle: 'MOTORCYCLE',
  urgent: false,
  memo: '',
});

/** An order as the server stored it. */
export type QuickOrder = QuickOrderRecord;

/**
 * A fresh key for one order attempt (RFC 4122 version 4). crypto.randomUUID needs a secure context,
 * which a plain-http address is not; getRandomValues works everywhere.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
