import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { providerCompanyRecord, type ProviderCompanyRecord } from '../../../schemas/provider';
import { listFromRecord, sortColumns } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import {
  companies,
  companyMembers,
  companyServices,
  invoicePayments,
  invoices,
  serviceApplications,
} from '../../db/schema';
import { notFound } from '../../errors';
import { notFoundOf } from '../idKinds';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

/** The client companies, by name (the 변경 이력 company filter picks from it); q: name or business number. */
export const providerCompanyList = listFromRecord(providerCompanyRecord, {
  resource: 'providerCompanies',
  defaultSort: ['name', 'ASC'],
});
const sortBy = sortColumns(providerCompanyList, companies);

export async function listProviderCompanies(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderCompanyRecord>> {
  const filter = list.filter as { id?: string | string[]; q?: string };
  const where: SQL[] = [];
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('company', id));
    where.push(inArray(companies.id, ids.length ? ids : [-1]));
  }
  // ㅎㅂㅅㄹㅅ or 한비 finds 한빛솔루션; 123-45 the business number 12345….
  const search = koreanSearch(filter.q, { names: [companies.name], digits: [companies.registNumber] });
  if (search) where.push(search);
  const condition = where.length ? and(...where) : undefined;
  const column = sortBy[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(companies)
      .where(condition)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), asc(companies.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(companies).where(condition),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: ctx.ids.encode('company', row.id),
      name: row.name,
      representative: row.representative,
      registNumber: row.registNumber,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const COMPANY_NOT_FOUND = notFoundOf('company');

/**
 * One company's page (GET /provider/v1/companies/{id}): who it is, and the figures an operator asks
 * about first: its members, the services it uses, what it still owes and what waits for approval.
 * Its invoices, messages and 변경 이력 are the console's own lists, narrowed to it on the page.
 */
export async function readProviderCompany(ctx: AppContext, id: number): Promise<ProviderCompanyRecord> {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const paid = sql<number>`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}), 0)`;
  const [[members], services, [owed], [waiting]] = await Promise.all([
    ctx.db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, id)),
    ctx.db
      .select({ service: companyServices.service })
      .from(companyServices)
      .where(
        and(
          eq(companyServices.companyId, id),
          eq(companyServices.status, 'IN_USE'),
          eq(companyServices.useYN, 'Y'),
        ),
      )
      .orderBy(companyServices.service),
    ctx.db
      .select({ total: sql<string>`coalesce(sum(greatest(${invoices.total} - ${paid}, 0)), 0)` })
      .from(invoices)
      .where(eq(invoices.companyId, id)),
    ctx.db
      .select({ n: count() })
      .from(serviceApplications)
      .where(and(eq(serviceApplications.companyId, id), eq(serviceApplications.status, 'SUBMITTED'))),
  ]);
  return {
    id: ctx.ids.encode('company', company.id),
    name: company.name,
    representative: company.representative,
    registNumber: company.registNumber,
    createdAt: company.createdAt.toISOString(),
    memberCount: members?.n ?? 0,
    services:
      services.map((row) => SERVICE_LABELS[row.service as ServiceKey] ?? row.service).join(', ') || '없음',
    unpaidTotal: Number(owed?.total ?? 0),
    waitingApplications: waiting?.n ?? 0,
  };
}
