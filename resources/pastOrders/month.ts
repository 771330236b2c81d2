import { seoulParts } from '../../lib/seoulTime';
import { PAST_ORDER_SERVICE_KEYS, type PastOrderService } from '../../schemas/legacyScreens';

export interface PastMonth {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month of the address, or this Seoul month when the address holds no valid month. */
export function monthOf(year: string | undefined, month: string | undefined, now = new Date()): PastMonth {
  const y = Number(year);
  const m = Number(month);
  if (Number.isInteger(y) && y >= 1900 && y <= 2099 && Number.isInteger(m) && m >= 1 && m <= 12)
    return { year: y, month: m };
  const today = seoulParts(now);
  return { year: today.year, month: today.month };
}

/** The server's month filter, YYYY-MM. */
export const monthFilter = ({ year, month }: PastMonth) => `${year}-${pad(month)}`;

/** The service a list address names (orders/past/snack/:year/:month), none for every service. */
export const serviceOfPath = (path: string): PastOrderService | undefined =>
  PAST_ORDER_SERVICE_KEYS.find((service) => path.startsWith(`orders/past/${service}/`));

/** The address of a month of one service (or of all), below /pc/admin. */
export const pastOrdersPath = ({ year, month }: PastMonth, service?: PastOrderService) =>
  `orders/past/${service ? `${service}/` : ''}${year}/${month}`;
