import { outboxRecord, type OutboxRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';
import { OutboxMessage } from './OutboxMessage';

/**
 * Provider console: every outgoing message (text messages, e-mails) the default sender wrote to the
 * outbox, its codes and links hidden; a row opens the message in full (OutboxMessage, audited).
 */
export const outbox = defineResource<OutboxRecord>({
  name: 'outbox',
  apiPath: '/provider/v1/outbox',
  label: '발송 메시지함',
  listPath: 'message/list',
  record: outboxRecord,
  search: '받는 사람, 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  card: { primary: 'recipient', secondary: ['purpose', 'body'] },
  views: { show: OutboxMessage, edit: false, create: false },
  // Messages are sent, never edited: reading one in full is in 변경 이력 of the console.
  history: false,
});
