import type { Approval } from '../payment/testCard';

/** What an outside party asks us to collect: the amount and who pays, from the page's query. */
export interface PaymentRequest {
  amount: number;
  payer: string;
  item: string;
}

export const EXTERNAL_PAY_LIMITS = { min: 100, max: 10_000_000, text: 60 } as const;

/** The request in `search`, or null when the amount or payer is missing or out of bounds. */
export function parsePaymentRequest(search: string): PaymentRequest | null {
  const params = new URLSearchParams(search);
  const amountText = params.get('amount') ?? '';
  const payer = (params.get('payer') ?? '').trim();
  const item = (params.get('item') ?? '').trim();
  if (!/^\d{1,9}$/.test(amountText)) return null;
  const amount = Number(amountText);
  const { min, max, text } = EXTERNAL_PAY_LIMITS;
  if (amount < min || amount > max || !payer || payer.length > text || item.length > text) return null;
  return { amount, payer, item };
}

export interface PaymentResult extends PaymentRequest, Approval {}

const RESULT_KEY = 'portal.externalPay.results';

export function saveResult(result: PaymentResult): void {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RESULT_KEY) ?? '[]');
    const list = Array.isArray(stored) ? (stored as PaymentResult[]) : [];
    sessionStorage.setItem(RESULT_KEY, JSON.stringify([result, ...list].slice(0, 10)));
  } catch {
    /* the result page then says it cannot find the payment */
  }
}

export function findResult(approvalNo: string): PaymentResult | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RESULT_KEY) ?? '[]');
    if (!Array.isArray(stored)) return null;
    return (stored as PaymentResult[]).find((entry) => entry?.approvalNo === approvalNo) ?? null;
  } catch {
    return null;
  }
}

export const PAY_TEXT = {
  title: '결제하기',
  lead: '요청받은 결제 내용을 확인하고 카드 정보를 입력해주세요.',
  payer: '결제하는 분',
  item: '결제 내용',
  itemDefault: '포털24 서비스 이용료',
  amount: '결제 금액',
  invalidTitle: '결제 요청 정보가 올바르지 않습니다',
  invalidBody:
    '결제 금액(100원 ~ 1,000만 원)과 결제하는 분 이름이 담긴 결제 링크로 다시 접속해주세요. 링크를 보낸 담당자에게 문의하실 수도 있습니다.',
  resultTitle: '결제가 완료되었습니다',
  resultMissingTitle: '결제 내역을 찾을 수 없습니다',
  resultMissingBody: '이 브라우저에서 진행한 결제만 확인할 수 있습니다. 결제 문자나 메일을 확인해주세요.',
  approvalNo: '승인번호',
  card: '카드',
  approvedAt: '승인 시각',
  customerCenter: '결제 관련 문의',
} as const;
