import { and, eq, sql } from 'drizzle-orm';
import { seoulDateString } from '../../lib/seoulTime';
import {
  INQUIRY_NOT_FOUND_MESSAGE,
  INQUIRY_STATUS_LABELS,
  contentsWithSpace,
  isInquiryServiceType,
} from '../../schemas/inquiry';
import type { InquiryCreated, InquiryProgress, InquiryValues } from '../../schemas/inquiry';
import type { AppContext } from '../context';
import { dailyCounters, inquiries } from '../db/schema';
import { notFound } from '../errors';

type InquiryRequest = InquiryValues & { tracking: Record<string, string> };

/**
 * Numbers come from the database counter, so they do not collide; a number already taken (a row
 * written by hand, say) only costs one more turn of the counter.
 */
const RECEIPT_ATTEMPTS = 5;
const RECEIPT_COUNTER = 'inquiry-receipt';

/** "Q-20261121-" for the Seoul calendar day of `now`. */
export function receiptPrefix(now: Date): string {
  return `Q-${seoulDateString(now).replaceAll('-', '')}-`;
}

/**
 * The next receipt number of the day, at least four digits. One statement advances the day's
 * counter row and returns its value, so every caller, in any process, gets its own number. The
 * day's row is created by its first inquiry, starting after the highest number already stored that
 * day (inquiries received before the counter existed); when two callers race to create it, the
 * loser's insert becomes the update and takes the next number.
 */
async function nextReceiptNo(ctx: AppContext, prefix: string): Promise<string> {
  const day = prefix.slice(2, -1);
  const counter = and(eq(dailyCounters.name, RECEIPT_COUNTER), eq(dailyCounters.day, day));
  const [advanced] = await ctx.db
    .update(dailyCounters)
    .set({ value: sql`${dailyCounters.value} + 1` })
    .where(counter)
    .returning({ value: dailyCounters.value });
  const value = advanced?.value ?? (await startDay(ctx, prefix, day));
  return `${prefix}${String(value).padStart(4, '0')}`;
}

/** Creates the day's counter row (or advances it, when another caller created it meanwhile). */
async function startDay(ctx: AppContext, prefix: string, day: string): Promise<number> {
  // The position is cast: an untyped parameter would pick substring's regular-expression form.
  const sequence = sql`substring(${inquiries.receiptNo} from ${prefix.length + 1}::integer)`;
  const firstFree = sql`(select coalesce(max(${sequence}::integer), 0) + 1 from ${inquiries}
    where ${inquiries.receiptNo} like ${`${prefix}%`} and ${sequence} ~ '^[0-9]{1,9}$')`;
  const [row] = await ctx.db
    .insert(dailyCounters)
    .values({ name: RECEIPT_COUNTER, day, value: firstFree })
    .onConflictDoUpdate({
      target: [dailyCounters.name, dailyCounters.day],
      set: { value: sql`${dailyCounters.value} + 1` },
    })
    .returning({ value: dailyCounters.value });
  return row!.value;
}

/**
 * Stores an inquiry (spec 1 §4 "Inquiry"): the region only for snack, the space description prepended
 * to the contents, consent as isPrivateAgree, and the session's tracking tags as they came.
 */
export async function createInquiry(ctx: AppContext, body: InquiryRequest): Promise<InquiryCreated> {
  const now = ctx.now();
  const prefix = receiptPrefix(now);
  const values = {
    inquiryServiceType: body.inquiryServiceType,
    companyName: body.companyName,
    contactName: body.contactName,
    cellphone: body.cellphone,
    email: body.email,
    inquiryRegion:
      body.inquiryServiceType === 'SNACK' && body.inquiryRegion !== '' ? body.inquiryRegion : null,
    zonecode: body.zonecode || null,
    address1: body.address1.trim() || null,
    address2: body.address2.trim() || null,
    inquiryContents: contentsWithSpace(body.space, body.inquiryContents),
    isPrivateAgree: body.contact_privacy_policy ? ('Y' as const) : body.isPrivateAgree,
    bcode: body.bcode || null,
    tracking: body.tracking,
    createdAt: now,
    updatedAt: now,
  };
  for (let attempt = 1; attempt <= RECEIPT_ATTEMPTS; attempt += 1) {
    // "Do nothing" on a taken number instead of failing: inside the caller's transaction a failed
    // statement would abort the whole transaction, so the next turn could not run.
    const [row] = await ctx.db
      .insert(inquiries)
      .values({ ...values, receiptNo: await nextReceiptNo(ctx, prefix) })
      .onConflictDoNothing({ target: inquiries.receiptNo })
      .returning({ receiptNo: inquiries.receiptNo, createdAt: inquiries.createdAt });
    if (row) return { receiptNo: row.receiptNo, createdAt: row.createdAt.toISOString() };
  }
  throw new Error(`접수 번호를 ${RECEIPT_ATTEMPTS}번 연속으로 얻지 못했습니다 (${prefix}).`);
}

/** The inquiry's state for its author: receipt number and phone must both match, else the same 404. */
export async function findInquiryProgress(
  ctx: AppContext,
  receiptNo: string,
  cellphone: string,
): Promise<InquiryProgress> {
  const [row] = await ctx.db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.receiptNo, receiptNo), eq(inquiries.cellphone, cellphone)))
    .limit(1);
  if (!row) throw notFound(INQUIRY_NOT_FOUND_MESSAGE);
  const region =
    row.inquiryRegion === 'REGION_A' || row.inquiryRegion === 'REGION_B' ? row.inquiryRegion : null;
  const address = [row.zonecode ? `(${row.zonecode})` : '', row.address1 ?? '', row.address2 ?? '']
    .filter(Boolean)
    .join(' ');
  return {
    receiptNo: row.receiptNo,
    inquiryServiceType: isInquiryServiceType(row.inquiryServiceType) ? row.inquiryServiceType : 'SNACK',
    status: row.status,
    statusLabel: INQUIRY_STATUS_LABELS[row.status],
    companyName: row.companyName,
    contactName: row.contactName,
    inquiryRegion: region,
    address: address || null,
    inquiryContents: row.inquiryContents,
    tracking: row.tracking,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answeredAt ? row.answer : null,
  };
}
