import { z } from 'zod';
import { field } from './meta';
import { credentialFields } from './auth';
import { INQUIRY_STATUSES, INQUIRY_STATUS_CHOICES } from './inquiry';
import { text } from './text';

/** POST /provider/v1/auth/login */
export const providerLoginBody = z.object(credentialFields).meta({ id: 'ProviderLoginBody' });

export const providerLoginResponse = z
  .object({ providerName: z.string(), clientId: z.string(), clientSecret: z.string(), expiresAt: z.string() })
  .meta({ id: 'ProviderLoginResponse' });
export type ProviderLoginResponse = z.infer<typeof providerLoginResponse>;

export const OUTBOX_CHANNELS = ['SMS', 'LMS', 'MMS', 'MESSENGER', 'EMAIL'] as const;

/** One outgoing message as the provider console lists it. */
export const outboxRecord = z
  .object({
    id: z.string(),
    companyName: field(z.string().nullable(), { label: '회사' }),
    channel: field(z.enum(OUTBOX_CHANNELS), {
      label: '채널',
      input: 'select',
      filter: true,
      choices: OUTBOX_CHANNELS.map((id) => ({ id, name: id })),
    }),
    recipient: field(z.string(), { label: '받는 사람' }),
    subject: field(z.string().nullable(), { label: '제목', list: false }),
    body: field(z.string(), { label: '내용', input: 'textarea' }),
    purpose: field(text({ max: 50 }), { label: '용도', filter: true }),
    createdAt: field(z.string(), { label: '보낸 시각', sortable: true }),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxRecord = z.infer<typeof outboxRecord>;

/** An inquiry as the provider console lists it, with the visitor's tracking tags. */
export const providerInquiryRecord = z
  .object({
    id: z.string(),
    receiptNo: field(z.string(), { label: '접수 번호' }),
    inquiryServiceType: field(text({ max: 40 }), { label: '서비스', filter: true }),
    companyName: field(z.string(), { label: '회사명', sortable: true }),
    contactName: field(z.string(), { label: '담당자' }),
    cellphone: field(z.string(), { label: '휴대폰 번호' }),
    email: field(z.string(), { label: '이메일', list: false }),
    inquiryRegion: field(z.string().nullable(), { label: '지역', list: false }),
    address: field(z.string().nullable(), { label: '주소', list: false }),
    inquiryContents: field(z.string(), { label: '문의 내용', input: 'textarea', list: false }),
    tracking: field(z.record(z.string(), z.string()), { label: '유입 경로', list: false }),
    status: field(z.enum(INQUIRY_STATUSES), {
      label: '상태',
      input: 'select',
      filter: true,
      choices: INQUIRY_STATUS_CHOICES,
    }),
    createdAt: field(z.string(), { label: '접수 시각', sortable: true }),
  })
  .meta({ id: 'ProviderInquiry' });
export type ProviderInquiryRecord = z.infer<typeof providerInquiryRecord>;
