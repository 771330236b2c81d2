import { eq } from 'drizzle-orm';
import type { Buy24Preference } from '../../../schemas/buy24Service';
import type { AppContext } from '../../context';
import { buyPreferences } from '../../db/schema';

const DEFAULTS: Buy24Preference = { budgetAlertPercent: 80, allowBudgetOverride: true, deliveryNote: '' };

/** The company's preferences; the defaults until it saves its own. */
export async function preferenceOf(ctx: AppContext, companyId: number): Promise<Buy24Preference> {
  const [row] = await ctx.db.select().from(buyPreferences).where(eq(buyPreferences.companyId, companyId));
  if (!row) return DEFAULTS;
  return {
    budgetAlertPercent: row.budgetAlertPercent,
    allowBudgetOverride: row.allowBudgetOverride,
    deliveryNote: row.deliveryNote,
  };
}

export async function savePreference(ctx: AppContext, companyId: number, preference: Buy24Preference) {
  await ctx.db
    .insert(buyPreferences)
    .values({ companyId, ...preference })
    .onConflictDoUpdate({ target: buyPreferences.companyId, set: { ...preference, updatedAt: ctx.now() } });
  return preferenceOf(ctx, companyId);
}
