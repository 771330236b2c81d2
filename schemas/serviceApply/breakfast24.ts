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

/** 조식24: the applicant, then where and how many breakfasts on which days. */
export const breakfast24Application = defineApplication({
  service: 'breakfast24',
  label: '조식24',
  submittedNote: '조식24 신청이 접수되었습니다. 운영팀이 메뉴와 시작일을 안내해드립니다.',
  steps: [
    { key: 'applicant', title: '신청자 정보', schema: z.object(applicantShape) },
    {
      key: 'plan',
      title: '조식 구성',
      schema: z.object({
        zoneCode,
        address1: requiredText('주소', 100),
        address2: requiredText('상세 주소', 100),
        servings: count('하루 인원', 10, 5_000),
        weekdays: choices('제공 요일', WEEKDAYS),
        menuType: choice('메뉴 구성', [
          { id: 'SANDWICH', name: '샌드위치·샐러드' },
          { id: 'KOREAN', name: '한식 도시락' },
          { id: 'MIXED', name: '요일별 혼합' },
        ]),
        request: optionalText('요청 사항', 500, true),
      }),
      ui: { request: { widget: 'textarea' } },
    },
  ],
});
