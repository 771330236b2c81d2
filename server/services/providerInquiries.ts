import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { providerInquiryRecord, type ProviderInquiryRecord } from '../../schemas/provider';
import { listFromRecord, sortMap } from '../api/listFromRecord';
import type { AppContext } from '../context';
import { inquiries } from '../db/schema';
import { containsPattern } from './listQuery';
import type { ListPage, ListRequest } from './listQuery';

/** The provider console's inquiry list: every company's (and every visitor's) inquiries. */
export const inquiryList = listFromRecord(providerInquiryRecord, {
  resource: 'inquiries',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(inquiryList, {
  id: inquiries.id,
  companyName: inquiries.companyName,
  createdAt: inquiries.createdAt,
});

type InquiryFilter = { q?: string; status?: string; inquiryServiceType?: string; id?: string | string[] };

export async function listInquiries(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderInquiryRecord>> {
  const { q, status, inquiryServiceType, id } = list.filter as InquiryFilter;
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(inquiries.companyName, pattern),
        ilike(inquiries.contactName, pattern),
        ilike(inquiries.receiptNo, pattern),
      )!,
    );
  }
  if (status) conditions.push(eq(inquiries.status, status as ProviderInquiryRecord['status']));
  if (inquiryServiceType) conditions.push(eq(inquiries.inquiryServiceType, inquiryServiceType));
  if (id !== undefined) {
    const wanted = (Array.isArray(id) ? id : [id]).map(Number).filter(Number.isSafeInteger);
    conditions.push(
      wanted.length ? or(...wanted.map((value) => eq(inquiries.id, value)))! : eq(inquiries.id, -1),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(inquiries.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(inquiries).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: String(row.id),
      receiptNo: row.receiptNo,
      inquiryServiceType: row.inquiryServiceType,
      companyName: row.companyName,
      contactName: row.contactName,
      cellphone: row.cellphone,
      email: row.email,
      inquiryRegion: row.inquiryRegion,
      address:
        [row.zonecode && `(${row.zonecode})`, row.address1, row.address2].filter(Boolean).join(' ') || null,
      inquiryContents: row.inquiryContents,
      tracking: row.tracking,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
