import { outboxRecord, type OutboxRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';

/** Provider console: every outgoing message (SMS, LMS, …) the default sender wrote to the outbox. */
export const outbox = defineResource<OutboxRecord>({
  name: 'outbox',
  apiPath: '/provider/v1/outbox',
  label: '발송 메시지함',
  listPath: 'message/list',
  record: outboxRecord,
  search: '받는 사람, 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  views: { show: false },
});
