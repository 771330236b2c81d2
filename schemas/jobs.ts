import { z } from 'zod';
import { field } from './meta';

export const JOB_STATUS_CHOICES = [
  { id: 'waiting', name: '대기' },
  { id: 'running', name: '실행 중' },
  { id: 'done', name: '완료' },
  { id: 'failed', name: '실패' },
] as const;
export const JOB_STATUSES = ['waiting', 'running', 'done', 'failed'] as const;

/** The kinds of job the server runs, by their Korean names (a new kind adds its line). */
export const JOB_KIND_CHOICES = [
  { id: 'message.send', name: '메시지 발송' },
  { id: 'message.sendBatch', name: '메시지 묶음 발송' },
  { id: 'gift.scheduledSend', name: '선물 예약 발송' },
  { id: 'billing.invoices', name: '청구서 발행' },
  { id: 'billing.ledgerSync', name: '청구 원장 반영' },
  { id: 'services.weeklyDeliveries', name: '주간 배송 일정 생성' },
  { id: 'services.cutOffReminder', name: '배송일 변경 마감 알림' },
  { id: 'payments.autoCharge', name: '자동 결제' },
  { id: 'maintenance.retention', name: '보관 기간 정리' },
] as const;

/** One job of the durable queue as the provider console lists it (no payload: it may hold personal data). */
export const providerJobRecord = z
  .object({
    id: z.string(),
    kind: field(z.string().max(100), {
      label: '종류',
      input: 'select',
      filter: true,
      choices: JOB_KIND_CHOICES,
    }),
    status: field(z.enum(JOB_STATUSES), {
      label: '상태',
      input: 'select',
      filter: true,
      choices: JOB_STATUS_CHOICES,
    }),
    companyName: field(z.string().nullable(), { label: '회사' }),
    attempts: field(z.number().int(), { label: '시도', input: 'number', counter: '회' }),
    maxAttempts: field(z.number().int(), { label: '최대 시도', input: 'number', counter: '회', list: false }),
    runAt: field(z.string(), { label: '실행 예정 시각', sortable: true }),
    lastError: field(z.string().nullable(), { label: '마지막 오류' }),
    createdAt: field(z.string(), { label: '등록 시각', sortable: true }),
    finishedAt: field(z.string().nullable(), { label: '끝난 시각', sortable: true }),
  })
  .meta({ id: 'ProviderJob' });
export type ProviderJobRecord = z.infer<typeof providerJobRecord>;
