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
  /**
   * Many messages at once (a send to thousands of people), on the same terms: queued in the
   * caller's transaction, delivered in batches. Optional; callers fall back to `send` each.
   */
  sendMany?(messages: readonly OutgoingMessage[], tx?: Db): Promise<void>;
}

export const MESSAGE_SEND = 'message.send';
export const MESSAGE_SEND_BATCH = 'message.sendBatch';
/** Messages a `message.sendBatch` job carries at most. */
export const MESSAGE_BATCH_SIZE = 500;

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
    async sendMany(messages, tx) {
      for (let start = 0; start < messages.length; start += MESSAGE_BATCH_SIZE) {
        await enqueue(
          db,
          {
            kind: MESSAGE_SEND_BATCH,
            payload: { messages: messages.slice(start, start + MESSAGE_BATCH_SIZE) },
            companyId: messages[start]!.companyId,
            runAt: now(),
          },
          tx,
        );
      }
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

/**
 * Delivery of a batch of queued messages: all of them written in one statement, committed with the
 * job's "done", so each is written exactly once (a real carrier's bulk call takes `jobId` as its
 * idempotency key, like the single message's).
 */
export const messageSendBatchJob = defineJob(
  MESSAGE_SEND_BATCH,
  z.object({ messages: z.array(outgoingMessage).max(MESSAGE_BATCH_SIZE) }),
  async ({ messages }, { db }) => {
    if (messages.length === 0) return;
    await db
      .insert(outbox)
      .values(messages.map((message) => ({ ...message, subject: message.subject ?? null })));
  },
);
