import { z } from 'zod';
import { field } from '../meta';
import { SERVICE_LABELS, serviceStatus } from '../services';
import { text } from '../text';
import { breakfast24Application } from './breakfast24';
import { clean24Application } from './clean24';
import { flower24Application } from './flower24';
import type { ApplicationDefinition } from './define';
import { applicationAnswers } from './define';
import { meal24Application } from './meal24';
import { phone24Application } from './phone24';
import { quick24Application } from './quick24';
import { snack24Application } from './snack24';

/** Every service with an application wizard: one line per service. */
export const APPLICATIONS = {
  snack24: snack24Application,
  breakfast24: breakfast24Application,
  clean24: clean24Application,
  quick24: quick24Application,
  meal24: meal24Application,
  flower24: flower24Application,
  phone24: phone24Application,
} as const satisfies Record<string, ApplicationDefinition>;

export const APPLY_SERVICES = Object.keys(APPLICATIONS) as [
  keyof typeof APPLICATIONS,
  ...(keyof typeof APPLICATIONS)[],
];
export const applyService = z.enum(APPLY_SERVICES, { error: '신청할 수 없는 서비스입니다.' });
export type ApplyService = z.infer<typeof applyService>;
export const applyServiceParams = z.object({ service: applyService });

export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatus>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  DRAFT: '작성 중',
  SUBMITTED: '승인 대기',
  APPROVED: '승인 완료',
  REJECTED: '반려',
};

/** The saved draft: the step the applicant reached and the answers so far (a later device continues). */
export const applicationDraftBody = z
  .object({
    step: z.string().max(40, '단계 이름이 올바르지 않습니다.'),
    answers: applicationAnswers,
  })
  .meta({ id: 'ServiceApplicationDraftBody' });
export type ApplicationDraftBody = z.infer<typeof applicationDraftBody>;

/** One application as its company and the provider see it. */
export const applicationRecord = z
  .object({
    id: z.string(),
    service: field(applyService, {
      label: '서비스',
      input: 'select',
      filter: true,
      choices: APPLY_SERVICES.map((id) => ({ id, name: SERVICE_LABELS[id] })),
    }),
    status: field(applicationStatus, {
      label: '상태',
      input: 'select',
      filter: true,
      choices: APPLICATION_STATUSES.map((id) => ({ id, name: APPLICATION_STATUS_LABELS[id] })),
    }),
    step: field(z.string(), { label: '작성 단계', list: false }),
    answers: field(applicationAnswers, { label: '신청 내용', list: false }),
    companyName: field(z.string(), { label: '회사' }),
    submittedAt: field(z.string().nullable(), { label: '신청 시각', sortable: true }),
    decidedAt: field(z.string().nullable(), { label: '처리 시각', list: false }),
    startDate: field(z.string().nullable(), { label: '시작일' }),
    rejectReason: field(z.string().nullable(), { label: '반려 사유', list: false }),
    serviceStatus: field(serviceStatus.nullable(), { label: '서비스 상태', list: false }),
    updatedAt: field(z.string(), { label: '수정 시각', sortable: true, list: false }),
  })
  .meta({ id: 'ServiceApplication' });
export type ApplicationRecord = z.infer<typeof applicationRecord>;

/** GET .../draft: the latest application of the service, or null before the first save. */
export const applicationDraftResponse = z
  .object({ application: applicationRecord.nullable() })
  .meta({ id: 'ServiceApplicationDraft' });

export const applicationListResponse = z
  .object({ applicationList: z.array(applicationRecord) })
  .meta({ id: 'ServiceApplicationList' });

export const approveBody = z
  .object({
    startDate: z
      .string({ error: '시작일을 입력해주세요.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, '시작일을 YYYY-MM-DD 형식으로 입력해주세요.'),
  })
  .meta({ id: 'ServiceApplicationApprove' });
export const rejectBody = z
  .object({
    reason: text({
      max: 500,
      label: '반려 사유',
      trim: true,
      multiline: true,
      required: '반려 사유를 입력해주세요.',
    }).min(1, '반려 사유를 입력해주세요.'),
  })
  .meta({ id: 'ServiceApplicationReject' });

export { type ApplicationDefinition, type ApplicationStep } from './define';
