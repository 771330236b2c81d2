import { and, desc, eq, like } from 'drizzle-orm';
import { seoulDateString } from '../../lib/seoulTime';
import {
  INQUIRY_NOT_FOUND_MESSAGE,
  INQUIRY_STATUS_LABELS,
  contentsWithSpace,
  isInquiryServiceType,
} from '../../schemas/inquiry';
import type { InquiryCreated, InquiryProgress, InquiryValues } from '../../schemas/inquiry';
import type { AppContext } from '../context';
import { inquiries } from '../db/schema';
import { notFound } from '../errors';

type InquiryRequest = InquiryValues & { tracking: Record<string, string> };

/** Two visitors submitting in the same instant may pick the same number; the loser takes the next. */
const RECEIPT_ATTEMPTS = 5;

/** "Q-20261121-" for the Seoul calendar day of `now`. */
export function receiptPrefix(now: Date): string {
  return `Q-${seoulDateString(now).replaceAll('-', '')}-`;
}

/** The next receipt number of the day: the day's highest sequence plus one, at least four digits. */
async function nextReceiptNo(ctx: AppContext, prefix: string): Promise<string> {
  const [last] = await ctx.db
    .select({ receiptNo: inquiries.receiptNo })
    .from(inquiries)
    .where(like(inquiries.receiptNo, `${prefix}%`))
    .orderBy(desc(inquiries.id))
    .limit(1);
  const sequence = last ? Number(last.receiptNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
};

/**
 * Stores an inquiry (spec 1 §4 "Inquiry"): the region only for snack, the space description prepended
 * to the contents, consent as isPrivateAgree, and the session's tracking tags as they came.
 */
export async function createInquiry(ctx: AppContext, body: InquiryRequest): Promise<InquiryCreated> {
  const now = ctx.now();
  const prefix = receiptPrefix(now);
  for (let attempt = 1; ; attempt += 1) {
    const receiptNo = await nextReceiptNo(ctx, prefix);
    try {
      const [row] = await ctx.db
        .insert(inquiries)
        .values({
          receiptNo,
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
          isPrivateAgree: body.contact_privacy_policy ? 'Y' : body.isPrivateAgree,
          bcode: body.bcode || null,
          tracking: body.tracking,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ receiptNo: inquiries.receiptNo, createdAt: inquiries.createdAt });
      return { receiptNo: row!.receiptNo, createdAt: row!.createdAt.toISOString() };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= RECEIPT_ATTEMPTS) throw error;
    }
  }
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
  };
}
