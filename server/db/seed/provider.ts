import type { Db } from '../client';
import { answerTemplates, providerAccounts } from '../schema';

export const DEMO_PROVIDER = { email: 'demo-provider@example.com', name: '포털24 운영팀 한지민' };
/** A second operator: work is given to someone, and two people act on one queue. */
export const DEMO_PROVIDER_2 = { email: 'demo-provider2@example.com', name: '포털24 운영팀 오세훈' };

/** The demo provider operators (provider console), with the demo password's hash. */
export async function seedProvider(db: Db, passwordHash: string) {
  const [first] = await db
    .insert(providerAccounts)
    .values([
      { ...DEMO_PROVIDER, passwordHash },
      { ...DEMO_PROVIDER_2, passwordHash },
    ])
    .returning({ id: providerAccounts.id });
  // The answers the operators start from most (답변 템플릿).
  await db.insert(answerTemplates).values([
    {
      use: 'CS',
      updatedBy: first!.id,
      title: '답변 시작 인사',
      body: '안녕하세요, 포털24 고객센터입니다.\n문의해 주셔서 감사합니다.',
    },
    {
      use: 'CS',
      updatedBy: first!.id,
      title: '처리 완료 안내',
      body: '요청하신 내용을 처리했습니다. 더 궁금한 점이 있으면 언제든 1:1 문의로 남겨 주세요.',
    },
    {
      use: 'INQUIRY',
      updatedBy: first!.id,
      title: '상담 일정 안내',
      body: '서비스 문의 감사합니다. 담당자가 영업일 기준 하루 안에 연락드려 상담 일정을 잡겠습니다.',
    },
  ]);
}
