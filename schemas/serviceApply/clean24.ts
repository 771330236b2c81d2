import { z } from 'zod';
import { defineApplication } from './define';
import {
  WEEKDAYS,
  applicantShape,
  choice,
  choices,
  count,
  optionalText,
  requiredText,
  zoneCode,
} from './fields';

/** 클린24: the applicant, then the space to clean and how often. */
export const clean24Application = defineApplication({
  service: 'clean24',
  label: '클린24',
  submittedNote: '클린24 신청이 접수되었습니다. 방문 견적 일정을 연락드립니다.',
  steps: [
    { key: 'applicant', title: '신청자 정보', schema: z.object(applicantShape) },
    {
      key: 'space',
      title: '청소 공간',
      schema: z.object({
        zoneCode,
        address1: requiredText('주소', 100),
        address2: requiredText('상세 주소', 100),
        area: count('면적', 10, 100_000, '㎡'),
        frequency: choice('방문 주기', [
          { id: 'WEEKLY', name: '매주' },
          { id: 'BIWEEKLY', name: '격주' },
          { id: 'MONTHLY', name: '매월' },
        ]),
        weekdays: choices('방문 요일', WEEKDAYS),
        space: optionalText('청소 공간 설명', 500, true),
      }),
      ui: { space: { widget: 'textarea' } },
    },
  ],
});
