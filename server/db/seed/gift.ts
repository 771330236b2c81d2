import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import { newToken, recipientLink } from '../../services/gift/common';
import { giftMessage } from '../../services/gift/sending';
import type { Db } from '../client';
import {
  companyMembers,
  giftEventItems,
  giftEvents,
  giftItems,
  giftSends,
  giftSubjects,
  outbox,
} from '../schema';

type Kind = 'DELIVERY' | 'VOUCHER_ITEM' | 'VOUCHER_AMOUNT';
/** The provider's gift catalogue: [name, brand, price (won), kind, thanksgiving]. */
const CATALOGUE: Array<[string, string, number, Kind, boolean]> = [
  ['아메리카노 톨', '스타벅스', 4_500, 'VOUCHER_ITEM', false],
  ['카페라떼 2잔 세트', '투썸플레이스', 11_000, 'VOUCHER_ITEM', false],
  ['생일 케이크 (1호)', '파리바게뜨', 28_000, 'VOUCHER_ITEM', false],
  ['모바일 상품권 1만원', '컬처랜드', 10_000, 'VOUCHER_AMOUNT', false],
  ['모바일 상품권 3만원', '컬처랜드', 30_000, 'VOUCHER_AMOUNT', false],
  ['치킨 한 마리 + 콜라', 'BBQ', 23_000, 'VOUCHER_ITEM', false],
  ['핸드크림 3종 세트', '록시땅', 29_000, 'DELIVERY', false],
  ['무선 충전 패드', '벨킨', 39_000, 'DELIVERY', false],
  ['프리미엄 텀블러', '스탠리', 45_000, 'DELIVERY', false],
  ['블루투스 이어폰', 'QCY', 49_000, 'DELIVERY', false],
  ['한우 불고기 세트 (1kg)', '농협', 49_000, 'DELIVERY', true],
  ['제주 감귤 5kg', '제주농협', 25_000, 'DELIVERY', true],
  ['홍삼정 스틱 30포', '정관장', 48_000, 'DELIVERY', true],
  ['프리미엄 견과 선물세트', '산과들에', 29_000, 'DELIVERY', true],
  ['스팸 8호 세트', 'CJ', 27_000, 'DELIVERY', true],
  ['참기름 들기름 세트', '오뚜기', 19_000, 'DELIVERY', true],
];
const IMAGE: Record<Kind, string> = {
  DELIVERY: '/images/gifts/delivery.svg',
  VOUCHER_ITEM: '/images/gifts/voucher.svg',
  VOUCHER_AMOUNT: '/images/gifts/amount.svg',
};
const DAY = 86_400_000;
const PORTAL = 'https://portal.example.com';

/**
 * The gift catalogue, and for the regular company a birthday event linked to its members'
 * birthdays with a card, gifts and sends in every state (the dashboard has figures). The event
 * is active but schedules nothing at seed time: every test app seeds, and a send falling due
 * during someone's test would write messages that test does not expect.
 */
export async function seedGift(tx: Db, companyId: number, now = new Date()): Promise<void> {
  const items = await tx
    .insert(giftItems)
    .values(
      CATALOGUE.map(([name, brand, price, kind, thanksgiving]) => ({
        name,
        brand,
        price,
        kind,
        thanksgiving,
        imageSrc: IMAGE[kind],
        description: `${brand} ${name}`,
        validDays: kind === 'DELIVERY' ? 30 : 90,
      })),
    )
    .returning();
  const [event] = await tx
    .insert(giftEvents)
    .values({
      companyId,
      name: '임직원 생일 축하',
      category: 'BIRTHDAY',
      status: 'ACTIVE',
      repeat: 'YEARLY',
      anniversary: 'BIRTHDAY',
      sendHour: 9,
      budgetPerPerson: 30_000,
      senderName: '한빛솔루션 인사팀',
      cardTemplate: 'birth_day01',
      cardMessage: '생일을 진심으로 축하합니다. 늘 건강하고 행복한 한 해 보내세요!',
      purchaseAgreedAt: new Date(now.getTime() - 60 * DAY),
    })
    .returning();
  const offered = items.filter((item) => item.price <= 30_000 && !item.thanksgiving);
  await tx
    .insert(giftEventItems)
    .values(offered.map((item) => ({ companyId, eventId: event!.id, itemId: item.id })));
  const members = await tx
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        isNotNull(companyMembers.eventDate),
        isNotNull(companyMembers.cellPhone),
      ),
    )
    .orderBy(asc(companyMembers.id));
  const subjects = await tx
    .insert(giftSubjects)
    .values(
      members.map((m) => ({
        companyId,
        eventId: event!.id,
        memberId: m.id,
        name: m.name,
        cellPhone: m.cellPhone!,
        rank: m.rank ?? '',
        gender: m.gender ?? '',
        eventDate: m.eventDate!,
        lunar: m.lunar ?? '',
        source: 'ANNIVERSARY' as const,
      })),
    )
    .returning();
  const voucher = offered.find((item) => item.kind === 'VOUCHER_ITEM')!;
  const delivery = offered.find((item) => item.kind === 'DELIVERY')!;
  const address = { zoneCode: '06236', address1: '서울 강남구 테헤란로 152', address2: '12층' };
  // One send per state, on past days (the states a month of a birthday event goes through).
  const STATES = [
    'SENT',
    'OPENED',
    'CHOSEN',
    'SHIPPED',
    'DELIVERED',
    'CHOSEN',
    'EXCHANGED',
    'CANCELLED',
    'EXPIRED',
  ] as const;
  const messages: Array<typeof outbox.$inferInsert> = [];
  const rows = STATES.map((status, index) => {
    const subject = subjects[index % subjects.length]!;
    const sentAt = new Date(now.getTime() - (STATES.length - index + 2) * DAY);
    const { token, hash } = newToken();
    const item = index === 5 || status === 'EXCHANGED' ? voucher : delivery;
    const chosen = ['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED'].includes(status);
    messages.push({
      companyId,
      channel: 'LMS',
      recipient: subject.cellPhone,
      subject: event!.name,
      body: giftMessage(event!, subject.name, 'GIFT', recipientLink(PORTAL, token)),
      purpose: 'gift.choice',
      createdAt: sentAt,
    });
    return {
      companyId,
      eventId: event!.id,
      subjectId: subject.id,
      sendDate: seoulDateString(sentAt),
      kind: 'GIFT' as const,
      status,
      recipientName: subject.name,
      cellPhone: subject.cellPhone,
      budget: 30_000,
      tokenHash: hash,
      itemId: chosen ? item.id : null,
      price: chosen ? item.price : null,
      delivery:
        chosen && item.kind === 'DELIVERY'
          ? { name: subject.name, cellPhone: subject.cellPhone, ...address }
          : null,
      carrier: status === 'SHIPPED' || status === 'DELIVERED' ? 'CJ대한통운' : null,
      trackingNumber:
        status === 'SHIPPED' || status === 'DELIVERED' ? `5512${String(index).padStart(8, '0')}` : null,
      voucherCode: chosen && item.kind !== 'DELIVERY' ? `90${String(index).padStart(14, '7')}` : null,
      voucherExpiresAt: chosen && item.kind !== 'DELIVERY' ? new Date(sentAt.getTime() + 90 * DAY) : null,
      sentAt,
      openedAt: status === 'SENT' ? null : new Date(sentAt.getTime() + 3_600_000),
      chosenAt: chosen ? new Date(sentAt.getTime() + 7_200_000) : null,
      shippedAt: status === 'SHIPPED' || status === 'DELIVERED' ? new Date(sentAt.getTime() + DAY) : null,
      deliveredAt: status === 'DELIVERED' ? new Date(sentAt.getTime() + 2 * DAY) : null,
      exchangedAt: status === 'EXCHANGED' ? new Date(sentAt.getTime() + DAY) : null,
      cancelledAt: status === 'CANCELLED' ? new Date(sentAt.getTime() + DAY) : null,
      expiresAt: status === 'EXPIRED' ? new Date(now.getTime() - DAY) : new Date(sentAt.getTime() + 30 * DAY),
    };
  });
  await tx.insert(giftSends).values(rows);
  await tx.insert(outbox).values(messages);
}
