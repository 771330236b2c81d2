import { z } from 'zod';
import { won } from '../../lib/won';
import { defineApplication } from './define';
import { applicantShape, choice, count, optionalText } from './fields';

/** Corporate phone plans (법인폰): monthly price and data, shown on recommend/list. */
export const PHONE_PLANS = [
  { id: 'LTE_BASIC', name: '법인 LTE 베이직', price: 33_000, data: '10GB', voice: '무제한' },
  { id: 'G5_STANDARD', name: '법인 5G 스탠다드', price: 55_000, data: '110GB', voice: '무제한' },
  { id: 'G5_UNLIMITED', name: '법인 5G 무제한', price: 75_000, data: '무제한', voice: '무제한' },
] as const;

/** 법인폰: the applicant, then the plan, how many lines and which phones. */
export const phone24Application = defineApplication({
  service: 'phone24',
  label: '법인폰',
  submittedNote: '법인폰 신청이 접수되었습니다. 담당자가 요금제와 단말 견적을 안내해드립니다.',
  steps: [
    { key: 'applicant', title: '신청자 정보', schema: z.object(applicantShape) },
    {
      key: 'lines',
      title: '요금제와 회선',
      schema: z.object({
        plan: choice(
          '요금제',
          PHONE_PLANS.map(({ id, name, price }) => ({
            id,
            name: `${name} (월 ${won(price)})`,
          })),
        ),
        lines: count('회선 수', 1, 1_000, '회선'),
        device: choice('단말', [
          { id: 'NEW', name: '새 단말 구매' },
          { id: 'OWN', name: '보유 단말 사용 (유심만)' },
        ]),
        request: optionalText('요청 사항', 500, true),
      }),
      ui: { plan: { widget: 'radio' }, device: { widget: 'radio' }, request: { widget: 'textarea' } },
    },
  ],
});
