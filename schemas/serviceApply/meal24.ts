import { z } from 'zod';
import { defineApplication } from './define';
import { applicantShape, choice, count, optionalText } from './fields';

/** 식권24: the applicant, then the meal tickets' amount and who gets them. */
export const meal24Application = defineApplication({
  service: 'meal24',
  label: '식권24',
  submittedNote: '식권24 신청이 접수되었습니다. 승인되면 사업장별로 식권을 발급할 수 있습니다.',
  steps: [
    { key: 'applicant', title: '신청자 정보', schema: z.object(applicantShape) },
    {
      key: 'tickets',
      title: '식권 구성',
      schema: z.object({
        members: count('이용 인원', 1, 100_000),
        ticketAmount: count('1회 식권 금액', 5_000, 30_000, '원'),
        issueCycle: choice('발급 주기', [
          { id: 'DAILY', name: '매일 1장' },
          { id: 'MONTHLY', name: '매월 일괄' },
        ]),
        request: optionalText('요청 사항', 500, true),
      }),
      ui: { request: { widget: 'textarea' } },
    },
  ],
});
