import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { OutsideLinks } from '../../schemas/content';
import type { AppContext } from '../context';
import { banners, branches, companyMembers, constants, menuCategories, menus } from '../db/schema';
import { notFound } from '../errors';

/** Banners of one placement that are live now, in display order. */
export async function listBanners(ctx: AppContext, placement: 'LNB' | 'GNB') {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.placement, placement),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  return {
    bannerList: rows.map((row) => ({
      bannerEncrypted: ctx.ids.encode('banner', row.id),
      type: row.type,
      pcWeb: row.pcWeb,
      alt: row.alt,
      link: row.link,
      targetNew: row.targetNew,
      bannerImageType: row.bannerImageType,
      tag: row.tag,
    })),
  };
}

/** Partner-service menus and their categories (menu management). */
export async function listMenus(ctx: AppContext) {
  const [categoryRows, menuRows] = await Promise.all([
    ctx.db.select().from(menuCategories).orderBy(asc(menuCategories.sort)),
    ctx.db.select().from(menus).where(eq(menus.visible, true)).orderBy(asc(menus.sort)),
  ]);
  const categoryName = new Map(categoryRows.map((category) => [category.code, category.name]));
  return {
    categories: categoryRows.map(({ code, name, sort }) => ({ code, name, sort })),
    menus: menuRows.map((menu) => ({
      sort: menu.sort,
      name: menu.name,
      serviceName: menu.serviceName,
      subName: menu.subName,
      url: menu.url,
      key: menu.key,
      iconImageUrl: menu.iconImageUrl,
      toolTipImageUrl: menu.toolTipImageUrl,
      code: menu.code,
      categoryName: categoryName.get(menu.categoryCode) ?? '',
      openWindow: menu.openWindow,
    })),
  };
}

/** The outside addresses, from the validated settings. */
export function outsideLinks(ctx: AppContext): OutsideLinks {
  const s = ctx.settings;
  return {
    portalUrl: s.PORTAL_URL,
    oldSnackUrl: s.OLD_SNACK_URL,
    coffeeUrl: s.COFFEE_URL,
    marketingUrl: s.MARKETING_URL,
    helpUrl: s.HELP_URL,
    quickUrl: s.QUICK_URL,
    welcomeKitUrl: s.WELCOME_KIT_URL,
    promoGoodsUrl: s.PROMO_GOODS_URL,
    introUrl: s.INTRO_URL,
    improvementRequestUrl: s.IMPROVEMENT_REQUEST_URL,
    postcodeScriptUrl: s.POSTCODE_SCRIPT_URL,
    legacyPortalUrl: s.LEGACY_PORTAL_URL,
  };
}

/** A named constant: `links` comes from the settings, the rest from the constants table. */
export async function readConstant(ctx: AppContext, name: string) {
  if (name === 'links') return { name, value: outsideLinks(ctx) };
  const row = await ctx.db
    .select()
    .from(constants)
    .where(eq(constants.name, name))
    .then((rows) => rows[0]);
  if (!row) throw notFound('해당 이름의 상수가 없습니다.');
  return { name, value: row.value };
}

/** The company's workspaces (branches) with how many members each has. */
export async function listWorkspaces(ctx: AppContext, companyId: number) {
  const rows = await ctx.db
    .select({
      id: branches.id,
      name: branches.name,
      address1: branches.address1,
      address2: branches.address2,
      memberCount: count(companyMembers.id),
    })
    .from(branches)
    .leftJoin(companyMembers, eq(companyMembers.branchId, branches.id))
    .where(eq(branches.companyId, companyId))
    .groupBy(branches.id)
    .orderBy(asc(branches.id));
  return {
    workspaceList: rows.map(({ id, ...rest }) => ({
      branchEncrypted: ctx.ids.encode('branch', id),
      ...rest,
    })),
  };
}

/** One workspace of the caller's company; another company's (or a tampered) id is a 404. */
export async function readWorkspace(ctx: AppContext, companyId: number, branchId: number) {
  const branchEncrypted = ctx.ids.encode('branch', branchId);
  const { workspaceList } = await listWorkspaces(ctx, companyId);
  const found = workspaceList.find((workspace) => workspace.branchEncrypted === branchEncrypted);
  if (!found) throw notFound('사업장을 찾을 수 없습니다.');
  return found;
}
