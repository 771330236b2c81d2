import { withParticle } from '../../../lib/korean';
export const PAYMENT_TEXT = {
  methods: '등록된 결제 수단',
  none: '등록된 결제 수단이 없습니다. 아래에서 카드나 계좌를 등록해주세요.',
  missing: '결제 수단을 등록하고 선택해주세요.',
  add: '결제 수단 등록',
  cardTab: '신용카드',
  bankTab: '계좌 (1원 인증)',
  cardUnavailable: '이 회사는 신용카드 결제를 사용할 수 없습니다. 계좌를 등록해주세요.',
  registerCard: '카드 등록',
  sendDeposit: '1원 보내기',
  code: '인증번호 4자리',
  codeHint: (label: string) =>
    `${label} 계좌로 1원을 보냈습니다. 문자로 받은 인증번호(입금자명의 4자리)를 입력해주세요.`,
  confirm: '계좌 인증',
  registered: (label: string) => `${withParticle(label, '을/를')} 등록했습니다.`,
  failed: '결제 수단을 등록하지 못했습니다.',
} as const;
