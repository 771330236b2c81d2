import { and, asc, count, desc, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { providerCompanyRecord, type ProviderCompanyRecord } from '../../../schemas/provider';
import { listFromRecord, sortColumns } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { companies } from '../../db/schema';
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
