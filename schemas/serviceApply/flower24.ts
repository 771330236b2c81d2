import { z } from 'zod';
import { defineApplication } from './define';
import { choice, contactPhone, isoDate, optionalText, requiredText, zoneCode } from './fields';

export const FLOWER_KINDS = [
  { id: 'CONGRATS_3', name: '축하 3단 화환 (100,000원)' },
  { id: 'CONDOLENCE_3', name: '근조 3단 화환 (100,000원)' },
  { id: 'CONGRATS_PLANT', name: '축하 화분 (80,000원)' },
  { id: 'CONDOLENCE_BASKET', name: '근조 바구니 (70,000원)' },
] as const;
export const FLOWER_PRICES: Record<string, number> = {
  CONGRATS_3: 100_000,
  CONDOLENCE_3: 100_000,
  CONGRATS_PLANT: 80_000,
  CONDOLENCE_BASKET: 70_000,
};

/** 화환24: the wreath and its ribbon, then where and when it goes. Every order is a new one. */
export const flower24Application = defineApplication({
  service: 'flower24',
  label: '화환24',
  repeatable: true,
  submittedNote:
    '화환 주문이 접수되었습니다. 운영팀이 배송을 확정하면 알려드리며, 요금은 월 청구서에 포함됩니다.',
  steps: [
    {
      key: 'wreath',
      title: '화환 선택',
      schema: z.object({
        kind: choice('화환 종류', FLOWER_KINDS),
        ribbonMessage: requiredText('리본 문구 (경조사어)', 30),
        ribbonSender: requiredText('리본 문구 (보내는 분)', 40),
      }),
      ui: {
        kind: { widget: 'radio' },
        ribbonMessage: { placeholder: '예: 축 발전, 삼가 고인의 명복을 빕니다' },
      },
    },
    {
      key: 'delivery',
      title: '배송 정보',
      panel: 'address',
      schema: z.object({
        recipientName: requiredText('받는 분 (행사명)', 60),
        recipientPhone: contactPhone('받는 분 연락처'),
        zoneCode,
        address1: requiredText('주소', 100),
        address2: requiredText('상세 주소', 100),
        deliveryDate: isoDate('배송일'),
        deliveryTime: choice('배송 시간', [
          { id: 'MORNING', name: '오전 (09:00~12:00)' },
          { id: 'AFTERNOON', name: '오후 (12:00~18:00)' },
          { id: 'ASAP', name: '가장 빠른 시간' },
        ]),
        request: optionalText('요청 사항', 300, true),
      }),
      ui: { deliveryTime: { widget: 'radio' }, request: { widget: 'textarea' } },
    },
  ],
});
