import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface OutgoingMessage {
  companyId: number | null;
  channel: 'SMS' | 'LMS' | 'MMS' | 'MESSENGER' | 'EMAIL';
  recipient: string;
  subject?: string;
  body: string;
  /** Why it was sent (password-code, manager-invite, ...), for the provider console. */
  purpose: string;
}

/** Sends SMS/LMS/MMS/messenger messages. Swap the implementation to reach a real carrier. */
export interface MessageSender {
  send(message: OutgoingMessage, tx?: Db): Promise<void>;
}

/** Default sender: writes to the outbox table, which the provider console shows. */
export function createOutboxSender(db: Db): MessageSender {
  return {
    async send(message, tx) {
      await (tx ?? db).insert(outbox).values({ ...message, subject: message.subject ?? null });
    },
  };
}
