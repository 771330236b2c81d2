import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  answerTemplateRecord,
  type AnswerTemplateInput,
  type AnswerTemplateRecord,
  type AnswerTemplateUse,
} from '../../../schemas/answerTemplates';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, ProviderAuth } from '../../context';
import { answerTemplates, providerAccounts } from '../../db/schema';
import { notFound } from '../../errors';
import { notFoundOf } from '../idKinds';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

/** 답변 템플릿 of the provider console: the operators' shared answers, by use (1:1 문의, 서비스 문의). */
const NOT_FOUND = notFoundOf('answerTemplate');

export const answerTemplateList = listFromRecord(answerTemplateRecord, {
  resource: 'answerTemplates',
  defaultSort: ['title', 'ASC'],
});
const SORT = { id: answerTemplates.id, title: answerTemplates.title, updatedAt: answerTemplates.updatedAt };
sortMap(answerTemplateList, SORT);

type Row = { template: typeof answerTemplates.$inferSelect; updatedByName: string | null };
type Filter = { q?: string; id?: string | string[]; use?: AnswerTemplateUse };

function toRecord(ctx: AppContext, { template, updatedByName }: Row): AnswerTemplateRecord {
  return {
    id: ctx.ids.encode('answerTemplate', template.id),
    use: template.use,
    title: template.title,
    body: template.body,
    updatedByName,
    updatedAt: template.updatedAt.toISOString(),
  };
}

const selectRows = (ctx: AppContext) =>
  ctx.db
    .select({ template: answerTemplates, updatedByName: providerAccounts.name })
    .from(answerTemplates)
    .leftJoin(providerAccounts, eq(providerAccounts.id, answerTemplates.updatedBy));

function conditions(ctx: AppContext, filter: Filter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    koreanSearch(filter.q, { names: [answerTemplates.title], plain: [answerTemplates.body] }),
  ];
  if (filter.use) where.push(eq(answerTemplates.use, filter.use));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('answerTemplate', id));
    where.push(ids.length ? inArray(answerTemplates.id, ids) : eq(answerTemplates.id, -1));
  }
  return and(...where);
}

export async function listAnswerTemplates(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<AnswerTemplateRecord>> {
  const where = conditions(ctx, list.filter as Filter);
  const column = SORT[list.sort as keyof typeof SORT];
  const [rows, [total]] = await Promise.all([
    selectRows(ctx)
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(answerTemplates.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(answerTemplates).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRecord(ctx, row)) };
}

export async function answerTemplate(ctx: AppContext, id: number): Promise<AnswerTemplateRecord> {
  const [row] = await selectRows(ctx).where(eq(answerTemplates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return toRecord(ctx, row);
}

export async function createAnswerTemplate(
  ctx: AppContext,
  provider: ProviderAuth,
  input: AnswerTemplateInput,
) {
  const [row] = await ctx.db
    .insert(answerTemplates)
    .values({ ...input, updatedBy: provider.providerId })
    .returning({ id: answerTemplates.id });
  return answerTemplate(ctx, row!.id);
}

export async function updateAnswerTemplate(
  ctx: AppContext,
  provider: ProviderAuth,
  id: number,
  input: AnswerTemplateInput,
) {
  const [row] = await ctx.db
    .update(answerTemplates)
    .set({ ...input, updatedBy: provider.providerId, updatedAt: ctx.now() })
    .where(eq(answerTemplates.id, id))
    .returning({ id: answerTemplates.id });
  if (!row) throw notFound(NOT_FOUND);
  return answerTemplate(ctx, id);
}

export async function deleteAnswerTemplate(ctx: AppContext, id: number) {
  const record = await answerTemplate(ctx, id);
  await ctx.db.delete(answerTemplates).where(eq(answerTemplates.id, id));
  return record;
}
