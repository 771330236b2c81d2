import { z } from 'zod';
import { field } from '../meta';
import { defineApplication } from './define';
import {
  WEEKDAYS,
  applicantShape,
  choice,
  choices,
  consent,
  count,
  optionalText,
  requiredText,
  zoneCode,
} from './fields';

export const SNACK_VISIT_TIMES = [
  { id: 'MORNING', name: '오전 (09:00~12:00)' },
  { id: 'AFTERNOON', name: '오후 (13:00~17:00)' },
] as const;

export const SNACK_PACKAGES = [
  { id: 'BASIC', name: '베이직 (과자·음료 위주)' },
  { id: 'HEALTHY', name: '헬시 (견과·그래놀라·저당 간식)' },
  { id: 'PREMIUM', name: '프리미엄 (베이커리·디저트 포함)' },
] as const;

/** 스낵24: the applicant, the weekly visit, the package and budget, the payment method. */
export const snack24Application = defineApplication({
  service: 'snack24',
  label: '스낵24',
  submittedNote: '신청이 접수되었습니다. 운영팀이 확인 후 첫 배송일을 안내해드립니다.',
  steps: [
    {
      key: 'applicant',
      title: '신청자 정보',
      description: '서비스를 신청하는 담당자 정보를 입력해주세요.',
      schema: z.object({
        ...applicantShape,
        headcount: count('임직원 수', 1, 100_000),
      }),
      ui: { contactPhone: { inputType: 'tel', placeholder: '01012345678' } },
    },
    {
      key: 'deliveryVisit',
      title: '배송 정보',
      description: '간식을 받을 주소와 요일을 알려주세요.',
      schema: z.object({
        zoneCode,
        address1: requiredText('주소', 100),
        address2: requiredText('상세 주소', 100),
        weekdays: choices('배송 요일', WEEKDAYS),
        visitTime: choice('방문 시간', SNACK_VISIT_TIMES),
        facility: optionalText('보관 시설 (예: 탕비실 냉장고)', 100),
      }),
      ui: { visitTime: { widget: 'radio' } },
    },
    {
      key: 'deliveryPackage',
      title: '상품 구성',
      description: '간식 구성과 한 달 예산을 정해주세요.',
      schema: z.object({
        packageType: choice('간식 구성', SNACK_PACKAGES),
        monthlyBudget: count('월 예산', 100_000, 50_000_000, '원'),
        request: optionalText('요청 사항', 500, true),
      }),
      ui: { packageType: { widget: 'radio' }, request: { widget: 'textarea' } },
    },
    {
      key: 'payment',
      title: '결제 수단',
      description: '카드 또는 계좌를 등록하고 선택해주세요.',
      panel: 'payment',
      schema: z.object({
        paymentEncrypted: field(
          z
            .string({ error: '결제 수단을 등록하고 선택해주세요.' })
            .min(1, '결제 수단을 등록하고 선택해주세요.'),
          { label: '결제 수단' },
        ),
        agreeAutoPayment: consent('정기 결제 약관'),
      }),
    },
  ],
});
