import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { exclusionCategoryBody, exclusionItemBody } from '../../../schemas/buy24Service';
import type { AppContext, SessionAuth } from '../../context';
import { branches, buyCatalogItems, buyCategories, buyExclusions } from '../../db/schema';
import { AppError, notFound } from '../../errors';

const BRANCH_NOT_FOUND = '사업장을 찾을 수 없습니다.';
const CATEGORY_NOT_FOUND = '분류를 찾을 수 없습니다.';

/** A branch of the company from an encrypted id (null: the whole company). */
async function branchOf(ctx: AppContext, session: SessionAuth, encrypted: string | null | undefined) {
  if (!encrypted) return null;
  const id = ctx.ids.decode('branch', encrypted);
  const [row] =
    id === null
      ? []
      : await ctx.db
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.id, id), eq(branches.companyId, session.companyId)));
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return row.id;
}

const scope = (companyId: number, branchId: number | null) =>
  and(
    eq(buyExclusions.companyId, companyId),
    branchId === null ? isNull(buyExclusions.branchId) : eq(buyExclusions.branchId, branchId),
  );

/** GET exclusion/category: the whole category tree (flat, with parents) and what is excluded. */
export async function exclusionCategories(ctx: AppContext, session: SessionAuth, branch?: string) {
  const branchId = await branchOf(ctx, session, branch);
  const [categories, excluded, items] = await Promise.all([
    ctx.db.select().from(buyCategories).orderBy(asc(buyCategories.sort), asc(buyCategories.id)),
    ctx.db
      .select({ categoryId: buyExclusions.categoryId, itemId: buyExclusions.itemId })
      .from(buyExclusions)
      .where(scope(session.companyId, branchId)),
    ctx.db
      .select({ categoryId: buyCatalogItems.categoryId, n: count() })
      .from(buyCatalogItems)
      .groupBy(buyCatalogItems.categoryId),
  ]);
  const excludedIds = new Set(excluded.filter((row) => row.itemId === null).map((row) => row.categoryId));
  return categories.map((row) => ({
    id: ctx.ids.encode('buyCategory', row.id),
    name: row.name,
    parentId: row.parentId === null ? null : ctx.ids.encode('buyCategory', row.parentId),
    excluded: excludedIds.has(row.id),
    itemCount: items.find((item) => item.categoryId === row.id)?.n ?? 0,
  }));
}

function categoryId(ctx: AppContext, encrypted: string) {
  const id = ctx.ids.decode('buyCategory', encrypted);
  if (id === null)
    throw new AppError(400, 'BAD_REQUEST', CATEGORY_NOT_FOUND, { categoryId: CATEGORY_NOT_FOUND });
  return id;
}

/** GET exclusion/item: the items of one category (or all) and whether each is excluded. */
export async function exclusionItems(
  ctx: AppContext,
  session: SessionAuth,
  query: { branchId?: string; categoryId?: string },
) {
  const branchId = await branchOf(ctx, session, query.branchId);
  const category = query.categoryId ? categoryId(ctx, query.categoryId) : null;
  const [items, excluded] = await Promise.all([
    ctx.db
      .select()
      .from(buyCatalogItems)
      .where(category === null ? undefined : eq(buyCatalogItems.categoryId, category))
      .orderBy(asc(buyCatalogItems.id))
      .limit(1000),
    ctx.db
      .select({ itemId: buyExclusions.itemId })
      .from(buyExclusions)
      .where(scope(session.companyId, branchId)),
  ]);
  const excludedIds = new Set(excluded.map((row) => row.itemId));
  return items.map((item) => ({
    id: ctx.ids.encode('buyItem', item.id),
    categoryId: ctx.ids.encode('buyCategory', item.categoryId),
    name: item.name,
    unitPrice: item.unitPrice,
    excluded: excludedIds.has(item.id),
  }));
}

/** PUT exclusion/category: the excluded categories of a branch (or the company), replaced. */
export async function putExcludedCategories(
  ctx: AppContext,
  session: SessionAuth,
  body: z.output<typeof exclusionCategoryBody>,
) {
  const branchId = await branchOf(ctx, session, body.branchId);
  const ids = [...new Set(body.categoryIds.map((id) => categoryId(ctx, id)))];
  const found = ids.length
    ? await ctx.db.select({ id: buyCategories.id }).from(buyCategories).where(inArray(buyCategories.id, ids))
    : [];
  if (found.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
  await ctx.db
    .delete(buyExclusions)
    .where(and(scope(session.companyId, branchId), isNull(buyExclusions.itemId)));
  if (ids.length)
    await ctx.db
      .insert(buyExclusions)
      .values(ids.map((id) => ({ companyId: session.companyId, branchId, categoryId: id })));
  return exclusionCategories(ctx, session, body.branchId ?? undefined);
}

/** PUT exclusion/category-item: the excluded items of one category, replaced. */
export async function putExcludedItems(
  ctx: AppContext,
  session: SessionAuth,
  body: z.output<typeof exclusionItemBody>,
) {
  const branchId = await branchOf(ctx, session, body.branchId);
  const category = categoryId(ctx, body.categoryId);
  const ids = [...new Set(body.itemIds.map((id) => ctx.ids.decode('buyItem', id) ?? -1))];
  const inCategory = await ctx.db
    .select({ id: buyCatalogItems.id })
    .from(buyCatalogItems)
    .where(eq(buyCatalogItems.categoryId, category));
  const known = new Set(inCategory.map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw notFound('품목을 찾을 수 없습니다.');
  const old = inCategory.map((row) => row.id);
  if (old.length)
    await ctx.db
      .delete(buyExclusions)
      .where(and(scope(session.companyId, branchId), inArray(buyExclusions.itemId, old)));
  if (ids.length)
    await ctx.db
      .insert(buyExclusions)
      .values(ids.map((id) => ({ companyId: session.companyId, branchId, itemId: id })));
  return exclusionItems(ctx, session, { branchId: body.branchId ?? undefined, categoryId: body.categoryId });
}

/** GET exclusion/branchList: the company and each branch with how much each excludes. */
export async function exclusionBranches(ctx: AppContext, session: SessionAuth) {
  const [rows, excluded] = await Promise.all([
    ctx.db.select().from(branches).where(eq(branches.companyId, session.companyId)).orderBy(asc(branches.id)),
    ctx.db
      .select({ branchId: buyExclusions.branchId, itemId: buyExclusions.itemId })
      .from(buyExclusions)
      .where(eq(buyExclusions.companyId, session.companyId)),
  ]);
  const tally = (branchId: number | null) => ({
    excludedCategories: excluded.filter((row) => row.branchId === branchId && row.itemId === null).length,
    excludedItems: excluded.filter((row) => row.branchId === branchId && row.itemId !== null).length,
  });
  return [
    { id: null, name: '회사 전체', ...tally(null) },
    ...rows.map((row) => ({ id: ctx.ids.encode('branch', row.id), name: row.name, ...tally(row.id) })),
  ];
}
