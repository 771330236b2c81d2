import { and, eq, inArray } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import type { BuyRequestStatus } from '../../../schemas/buy24';
import type { Db } from '../client';
import {
  buyBudgets,
  buyCatalogItems,
  buyCategories,
  buyComments,
  buyExclusions,
  buyOrderItems,
  buyOrders,
  buyQuoteItems,
  buyRequestHistory,
  buyRequests,
  companyMembers,
} from '../schema';

/** The provider's catalogue: top categories with sub-categories, each with a few items (won). */
const CATALOGUE: Array<{ name: string; children: Array<{ name: string; items: Array<[string, number]> }> }> =
  [
    {
      name: '사무용품',
      children: [
        {
          name: '필기구',
          items: [
            ['모나미 153 볼펜 (12개)', 3600],
            ['제트스트림 3색 볼펜', 2500],
            ['형광펜 5색 세트', 4200],
          ],
        },
        {
          name: '용지',
          items: [
            ['A4 복사용지 (2,500매)', 24900],
            ['포스트잇 76x76 (12패드)', 11800],
          ],
        },
      ],
    },
    {
      name: 'IT 기기',
      children: [
        {
          name: '주변기기',
          items: [
            ['무선 마우스', 19900],
            ['기계식 키보드', 89000],
            ['USB-C 허브', 45000],
          ],
        },
        {
          name: '모니터',
          items: [
            ['27인치 QHD 모니터', 329000],
            ['모니터 암', 59000],
          ],
        },
      ],
    },
    {
      name: '생활용품',
      children: [
        {
          name: '위생용품',
          items: [
            ['핸드타월 (100매 x 30)', 28000],
            ['손 소독제 500ml', 6900],
          ],
        },
        {
          name: '탕비실',
          items: [
            ['종이컵 (1,000개)', 14900],
            ['원두 1kg', 32000],
          ],
        },
      ],
    },
  ];

/** One request per status (and a few more), with the steps each went through. */
const REQUESTS: Array<{
  title: string;
  status: BuyRequestStatus;
  by: 'admin' | 'member';
  quantity: number;
  quote?: Array<[string, number, number]>;
}> = [
  { title: '회의실 화이트보드 마커 구매 요청', status: 'REQUESTED', by: 'member', quantity: 20 },
  { title: '신규 입사자 노트북 거치대', status: 'IN_REVIEW', by: 'member', quantity: 3 },
  {
    title: '개발팀 모니터 추가 구매',
    status: 'QUOTED',
    by: 'member',
    quantity: 2,
    quote: [['27인치 QHD 모니터', 2, 329000]],
  },
  {
    title: '탕비실 원두 정기 구매',
    status: 'APPROVED',
    by: 'admin',
    quantity: 5,
    quote: [['원두 1kg', 5, 32000]],
  },
  {
    title: '무선 마우스 교체',
    status: 'ORDERED',
    by: 'member',
    quantity: 4,
    quote: [['무선 마우스', 4, 19900]],
  },
  {
    title: 'A4 복사용지 분기 구매',
    status: 'DELIVERED',
    by: 'admin',
    quantity: 4,
    quote: [['A4 복사용지 (2,500매)', 4, 24900]],
  },
  { title: '개인 명함 케이스', status: 'REJECTED', by: 'member', quantity: 1 },
  { title: '사무실 화분', status: 'CANCELLED', by: 'member', quantity: 2 },
];

const STEPS: Record<BuyRequestStatus, BuyRequestStatus[]> = {
  REQUESTED: ['REQUESTED'],
  IN_REVIEW: ['REQUESTED', 'IN_REVIEW'],
  QUOTED: ['REQUESTED', 'IN_REVIEW', 'QUOTED'],
  APPROVED: ['REQUESTED', 'IN_REVIEW', 'QUOTED', 'APPROVED'],
  ORDERED: ['REQUESTED', 'IN_REVIEW', 'QUOTED', 'APPROVED', 'ORDERED'],
  DELIVERED: ['REQUESTED', 'IN_REVIEW', 'QUOTED', 'APPROVED', 'ORDERED', 'DELIVERED'],
  REJECTED: ['REQUESTED', 'REJECTED'],
  CANCELLED: ['REQUESTED', 'CANCELLED'],
};

/**
 * 구매24 demo data of the regular company: the catalogue, requests in every status with their
 * history and comments, an order of each ordered request (the delivered one invoiced), this
 * month's budgets of the two demo departments, and one excluded category.
 */
export async function seedBuy24(tx: Db, companyId: number, now = new Date()): Promise<void> {
  const itemIds: number[] = [];
  let sort = 0;
  const categoryIds: number[] = [];
  for (const top of CATALOGUE) {
    const [parent] = await tx.insert(buyCategories).values({ name: top.name, sort: sort++ }).returning();
    categoryIds.push(parent!.id);
    for (const child of top.children) {
      const [row] = await tx
        .insert(buyCategories)
        .values({ name: child.name, parentId: parent!.id, sort: sort++ })
        .returning();
      const items = await tx
        .insert(buyCatalogItems)
        .values(child.items.map(([name, unitPrice]) => ({ categoryId: row!.id, name, unitPrice })))
        .returning();
      itemIds.push(...items.map((item) => item.id));
    }
  }

  const members = await tx
    .select({
      id: companyMembers.id,
      name: companyMembers.name,
      email: companyMembers.email,
      groupId: companyMembers.groupId,
    })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.email, ['demo-admin@example.com', 'demo-member@example.com']),
      ),
    );
  const admin = members.find((m) => m.email === 'demo-admin@example.com')!;
  const member = members.find((m) => m.email === 'demo-member@example.com')!;
  const month = seoulDateString(now).slice(0, 7);

  const inserted = await tx
    .insert(buyRequests)
    .values(
      REQUESTS.map((request, index) => {
        const who = request.by === 'admin' ? admin : member;
        return {
          companyId,
          requesterId: who.id,
          requesterName: who.name,
          departmentId: who.groupId,
          title: request.title,
          body: `<p>${request.title}입니다. 확인 부탁드립니다.</p>`,
          quantity: request.quantity,
          wishedDate: seoulDateString(new Date(now.getTime() + (7 + index) * 86_400_000)),
          status: request.status,
          quotedAmount: request.quote ? request.quote.reduce((sum, [, q, p]) => sum + q * p, 0) : null,
          commentCount: request.status === 'QUOTED' ? 2 : 0,
          createdAt: new Date(now.getTime() - (REQUESTS.length - index) * 86_400_000),
        };
      }),
    )
    .returning();

  await tx.insert(buyRequestHistory).values(
    inserted.flatMap((row, index) =>
      STEPS[row.status].map((status) => ({
        companyId,
        requestId: row.id,
        status,
        actor:
          status === 'QUOTED' || status === 'IN_REVIEW' || status === 'DELIVERED'
            ? '운영자'
            : status === 'REQUESTED'
              ? row.requesterName
              : admin.name,
        note: status === 'REJECTED' ? '개인 용품은 지원하지 않습니다.' : '',
        createdAt: new Date(row.createdAt.getTime() + STEPS[row.status].indexOf(status) * 3_600_000 + index),
      })),
    ),
  );
  const quotes = inserted.flatMap((row, index) =>
    (REQUESTS[index]!.quote ?? []).map(([name, quantity, unitPrice]) => ({
      companyId,
      requestId: row.id,
      name,
      quantity,
      unitPrice,
    })),
  );
  await tx.insert(buyQuoteItems).values(quotes);

  const quoted = inserted.find((row) => row.status === 'QUOTED')!;
  await tx.insert(buyComments).values([
    {
      companyId,
      requestId: quoted.id,
      authorId: member.id,
      authorName: member.name,
      body: '모니터는 다음 주 월요일까지 필요합니다.',
    },
    {
      companyId,
      requestId: quoted.id,
      authorId: admin.id,
      authorName: admin.name,
      body: '견적 확인했습니다. 예산 확인 후 승인하겠습니다.',
    },
  ]);

  for (const row of inserted.filter((r) => r.status === 'ORDERED' || r.status === 'DELIVERED')) {
    const delivered = row.status === 'DELIVERED';
    const [order] = await tx
      .insert(buyOrders)
      .values({
        companyId,
        orderNumber: `B${month.replace('-', '')}-D${row.id}`,
        status: delivered ? 'DELIVERED' : 'ORDERED',
        orderedById: admin.id,
        orderedByName: admin.name,
        invoiceNumber: delivered ? `INV-${month.replace('-', '')}-${row.id}` : null,
        invoicedAt: delivered ? now : null,
      })
      .returning();
    const quote = quotes.filter((q) => q.requestId === row.id);
    await tx.insert(buyOrderItems).values(
      quote.map((q) => ({
        companyId,
        orderId: order!.id,
        requestId: row.id,
        departmentId: row.departmentId,
        month,
        name: q.name,
        quantity: q.quantity,
        unitPrice: q.unitPrice,
      })),
    );
  }

  const departments = [...new Set([admin.groupId, member.groupId].filter((id): id is number => id !== null))];
  await tx
    .insert(buyBudgets)
    .values(departments.map((departmentId) => ({ companyId, departmentId, month, amount: 1_000_000 })));
  await tx.insert(buyExclusions).values([
    { companyId, categoryId: categoryIds[2]! },
    { companyId, itemId: itemIds[4]! },
  ]);
}
