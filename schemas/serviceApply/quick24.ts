import { z } from 'zod';
import { defineApplication } from './define';
import { applicantShape, choice, count, requiredText, zoneCode } from './fields';

/** 퀵24: the applicant, then the office deliveries leave from and how they are billed. */
export const quick24Application = defineApplication({
  service: 'quick24',
  label: '퀵24',
  submittedNote: '퀵24 법인 계정 신청이 접수되었습니다. 승인되면 바로 접수할 수 있습니다.',
  steps: [
    { key: 'applicant', title: '신청자 정보', schema: z.object(applicantShape) },
    {
      key: 'account',
      title: '이용 정보',
      schema: z.object({
        zoneCode,
        address1: requiredText('출발지 주소', 100),
        address2: requiredText('상세 주소', 100),
        monthlyOrders: count('월 예상 건수', 1, 10_000, '건'),
        billing: choice('정산 방식', [
          { id: 'MONTHLY_INVOICE', name: '월말 일괄 청구' },
          { id: 'PER_ORDER_CARD', name: '건별 카드 결제' },
        ]),
      }),
    },
  ],
});
