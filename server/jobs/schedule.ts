import { seoulDateString } from '../../lib/seoulTime';

/** Asia/Seoul keeps UTC+9 all year (no daylight saving since 1988), so a fixed offset is exact. */
const SEOUL_OFFSET = '+09:00';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant of a Seoul wall-clock time, e.g. `seoulTime('2026-03-02', '09:00')` is 00:00 UTC.
 * Jobs store UTC; this is how a caller says "at 9 in the morning, Korean time".
 */
export function seoulTime(date: string, time: string): Date {
  if (!DATE.test(date) || !TIME.test(time))
    throw new RangeError(`not a Seoul date and time: ${date} ${time}`);
  const instant = new Date(`${date}T${time}:00${SEOUL_OFFSET}`);
  if (Number.isNaN(instant.getTime()) || seoulDateString(instant) !== date)
    throw new RangeError(`no such date: ${date}`);
  return instant;
}

/** The next time the Seoul clock shows `time` (HH:mm), strictly after `now`: today's, or tomorrow's. */
export function nextSeoulTime(time: string, now: Date = new Date()): Date {
  const today = seoulTime(seoulDateString(now), time);
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + 24 * 60 * 60 * 1000);
}
