import { z } from 'zod';

/**
 * The workplace services a company can subscribe to. `birth24` is the birthday service; the browser
 * shows it renamed as the gift service (`sending24`, spec 1 §4 "Member info load").
 */
export const SERVICE_KEYS = [
  'snack24',
  'breakfast24',
  'birth24',
  'office24',
  'buy24',
  'clean24',
  'quick24',
  'meal24',
  'coffee24',
  'phone24',
  'flower24',
] as const;
export const serviceKey = z.enum([...SERVICE_KEYS, 'sending24']);
export type ServiceKey = z.infer<typeof serviceKey>;

export const SERVICE_LABELS: Record<ServiceKey, string> = {
  snack24: '스낵24',
  breakfast24: '조식24',
  birth24: '생일24',
  sending24: '선물24',
  office24: '오피스24',
  buy24: '구매24',
  clean24: '클린24',
  quick24: '퀵24',
  meal24: '식권24',
  coffee24: '커피24',
  phone24: '법인폰',
  flower24: '화환24',
};

export const SERVICE_STATUSES = ['APPLIED', 'IN_USE', 'PAUSED', 'ENDED'] as const;
export const serviceStatus = z.enum(SERVICE_STATUSES);
export const SERVICE_STATUS_LABELS: Record<z.infer<typeof serviceStatus>, string> = {
  APPLIED: '신청 접수',
  IN_USE: '이용 중',
  PAUSED: '일시 중지',
  ENDED: '이용 종료',
};

/** One entry of companyMember.serviceList. */
export const serviceEntry = z
  .object({
    serviceEncrypted: z.string(),
    service: serviceKey,
    serviceType: z.string().meta({ description: '서비스 유형 (예: SUBSCRIPTION, ONE_TIME)' }),
    useYN: z.enum(['Y', 'N']),
    status: serviceStatus,
    startedAt: z.string().nullable(),
  })
  .meta({ id: 'ServiceEntry' });
export type ServiceEntry = z.infer<typeof serviceEntry>;
