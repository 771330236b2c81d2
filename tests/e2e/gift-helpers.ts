import { expect, type Page } from '@playwright/test';
import { findingLines, seriousAxeViolations } from './axe';
import type { RecipientPage } from '../../schemas/gift/recipient';
import { CARD_TEMPLATES } from '../../schemas/gift/cards';

/** Serious and critical axe findings fail; the rest are noise for this check. */
export async function expectNoSeriousAxe(page: Page, label: string) {
  expect(findingLines(await seriousAxeViolations(page), 3), `axe on ${label}`).toEqual([]);
}

const item = (id: string, name: string, price: number, kind: RecipientPage['items'][number]['kind']) => ({
  id,
  name,
  brand: '포털상회',
  price,
  kind,
  imageSrc: '/images/goods-dessert.svg',
  description: '',
  thanksgiving: false,
  validDays: 90,
});

/** A recipient page as the server answers it: an animated birthday card and three items. */
export function recipientAnswer(patch: Partial<RecipientPage> = {}): RecipientPage {
  return {
    state: 'CHOOSE',
    message: null,
    recipientName: '김하늘',
    senderName: '주식회사 한빛솔루션',
    eventName: '11월 생일 축하',
    card: {
      message: '생일 축하드립니다! 늘 건강하고 행복한 한 해 보내세요.',
      imageSrc: null,
      template: CARD_TEMPLATES.find((t) => t.name === 'birth_day05')!,
    },
    budget: 30000,
    expiresAt: '2026-12-24T00:00:00+09:00',
    items: [
      item('item-cake', '딸기 생크림 케이크', 28000, 'DELIVERY'),
      item('item-coffee', '아메리카노 2잔', 9000, 'VOUCHER_ITEM'),
      item('item-gift', '모바일 상품권 3만원', 30000, 'VOUCHER_AMOUNT'),
    ],
    chosen: null,
    ...patch,
  };
}
