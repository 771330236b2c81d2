import { randomUUID } from 'node:crypto';

/** A valid public quick order with the approving test card; each call has its own request key. */
export const quickOrderPayload = (overrides: Record<string, unknown> = {}) => ({
  senderName: '김보냄',
  senderPhone: '01012345678',
  fromDistrict: '서울 강남구',
  fromAddress: '테헤란로 427 12층',
  receiverName: '이받음',
  receiverPhone: '01087654321',
  toDistrict: '서울 마포구',
  toAddress: '월드컵북로 396 3층',
  item: '계약서 서류 봉투 1개',
  vehicle: 'MOTORCYCLE',
  urgent: true,
  memo: '',
  card: {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    holder: '김보냄',
    birthOrBusinessNo: '900101',
    password2: '12',
  },
  requestKey: randomUUID(),
  ...overrides,
});
