import { z } from 'zod';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJob } from '../jobs/registry';

const CHANNELS = ['SMS', 'LMS', 'MMS', 'MESSENGER', 'EMAIL'] as const;

/** A message as it waits in the job queue (the `message.send` job's payload). */
const outgoingMessage = z.object({
  companyId: z.number().int().nullable(),
  channel: z.enum(CHANNELS),
  recipient: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  purpose: z.string(),
});

export type OutgoingMessage = z.infer<typeof outgoingMessage>;

/** Sends SMS/LMS/MMS/messenger messages. Swap the implementation to reach a real carrier. */
export interface MessageSender {
  /** Given the caller's transaction, the message goes out only if that transaction commits. */
  send(message: OutgoingMessage, tx?: Db): Promise<void>;
}

export const MESSAGE_SEND = 'message.send';

/**
 * The sender: each message is a `message.send` job in the durable queue, stored in the caller's
 * transaction, and delivered by the job's handler once that transaction has committed.
 */
export function createOutboxSender(db: Db, now: () => Date = () => new Date()): MessageSender {
  return {
    async send(message, tx) {
      await enqueue(
        db,
        { kind: MESSAGE_SEND, payload: message, companyId: message.companyId, runAt: now() },
        tx,
      );
    },
  };
}

/**
 * Delivery of a queued message. The default writes it to the outbox table, which the provider
 * console shows; it commits with the job's "done", so each message is written exactly once. A real
 * carrier's call happens outside the database: it must pass `jobId` as its idempotency key.
 */
export const messageSendJob = defineJob(MESSAGE_SEND, outgoingMessage, async (message, { db }) => {
  await db.insert(outbox).values({ ...message, subject: message.subject ?? null });
});
