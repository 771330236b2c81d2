import { sql } from 'drizzle-orm';
import { DEFAULT_QUEUE_LIMIT_HOURS, WAITING_QUEUES, type WaitingQueue } from '../../../schemas/provider';
import type { AppContext, ProviderAuth } from '../../context';
import { queueLimits } from '../../db/schema';

/** Every provider queue's limit: the one the operators set, else the default. */
export async function readQueueLimits(ctx: AppContext) {
  const rows = await ctx.db.select({ queue: queueLimits.queue, hours: queueLimits.hours }).from(queueLimits);
  const set = new Map(rows.map((row) => [row.queue, row.hours]));
  return {
    limits: Object.fromEntries(
      WAITING_QUEUES.map((queue) => [queue, set.get(queue) ?? DEFAULT_QUEUE_LIMIT_HOURS[queue]]),
    ) as Record<WaitingQueue, number>,
  };
}

/** Sets one queue's limit (one upsert, so two operators saving at once leave the later one). */
export async function setQueueLimit(
  ctx: AppContext,
  provider: ProviderAuth,
  queue: WaitingQueue,
  hours: number,
) {
  await ctx.db
    .insert(queueLimits)
    .values({ queue, hours, updatedBy: provider.providerId })
    .onConflictDoUpdate({
      target: queueLimits.queue,
      set: { hours, updatedBy: provider.providerId, updatedAt: sql`now()` },
    });
  return readQueueLimits(ctx);
}
