import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_NOT_FOUND_MESSAGE, INQUIRY_SERVICE_TYPES, inquiryMessages } from '../../schemas/inquiry';
import type { InquiryBody, InquiryServiceType } from '../../schemas/inquiry';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  t.clock.set('2025-03-14T16:30:00Z'); // 2025-03-15 01:30 in Seoul: the receipt carries the Seoul date
});
afterAll(() => t.close());

const pc = inquiryMessages('pc');

/** A complete, valid inquiry for `type`, with what that type additionally requires. */
function validInquiry(type: InquiryServiceType, overrides: Partial<InquiryBody> = {}): InquiryBody {
  const base: InquiryBody = {
    inquiryServiceType: type,
    companyName: '주식회사 바른상사',
    contactName: '이담당',
    cellphone: '01012345678',
    email: 'contact@barun.example.com',
    inquiryContents: '직원 80명 규모 사무실입니다. 견적을 받고 싶습니다.',
    contact_privacy_policy: true,
    isPrivateAgree: 'Y',
    bcode: '',
    tracking: { utm_source: 'naver', utm_medium: 'cpc', landingPath: '/pc/snack24', device: 'PC' },
  };
  const extra: Partial<InquiryBody> =
    type === 'SNACK'
      ? { inquiryRegion: 'REGION_A' }
      : type === 'CLEAN'
        ? {
            space: '사무실 330㎡, 회의실 3개',
            zonecode: '06164',
            address1: '서울 강남구 테헤란로 427',
            address2: '12층',
            bcode: '1168010500',
          }
        : type === 'SNACK_SALES_AGENCY'
          ? { space: '주요 거래처: 판교 IT 기업 12곳' }
          : {};
  return { ...base, ...extra, ...overrides };
}

const submit = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/homepage/v2/inquiry', payload: payload as object });
const progress = (receiptNo: string, cellphone: string) =>
  t.app.inject({
    method: 'GET',
    url: `/homepage/v2/inquiry-progress?receiptNo=${encodeURIComponent(receiptNo)}&cellphone=${cellphone}`,
  });

describe('POST /homepage/v2/inquiry', () => {
  it.each(INQUIRY_SERVICE_TYPES)(
    'accepts a valid %s inquiry and gives a Seoul-dated receipt number',
    async (type) => {
      const response = await submit(validInquiry(type));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().receiptNo).toMatch(/^Q-20250315-\d{4}$/);
    },
  );

  it('numbers the day’s inquiries one after another', async () => {
    const first = (await submit(validInquiry('OFFICE'))).json().receiptNo as string;
    const second = (await submit(validInquiry('OFFICE'))).json().receiptNo as string;
    expect(Number(second.slice(-4))).toBe(Number(first.slice(-4)) + 1);
  });

  it.each([
    ['companyName', pc.companyName],
    ['contactName', pc.contactName],
    ['cellphone', '휴대폰 번호를 입력해주세요.'],
    ['email', pc.email],
    ['inquiryContents', pc.inquiryContents],
  ] as const)('refuses an empty %s with its Korean message', async (field, message) => {
    const response = await submit(validInquiry('BREAKFAST', { [field]: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('asks for the privacy consent', async () => {
    const response = await submit(validInquiry('BIRTH', { contact_privacy_policy: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.contact_privacy_policy).toBe(pc.privacy);
  });

  it('asks for the region on a snack inquiry', async () => {
    const response = await submit(validInquiry('SNACK', { inquiryRegion: '' }));
    expect(response.json().errors.inquiryRegion).toBe('필수값 입니다.');
  });

  it('asks for the space and the whole address on a cleaning inquiry', async () => {
    const response = await submit(
      validInquiry('CLEAN', { space: ' ', zonecode: '', address1: '', address2: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      space: pc.cleanSpace,
      zonecode: pc.zonecode,
      address1: '주소를 입력해주세요.',
      address2: '상세주소를 입력해주세요.',
    });
  });

  it('asks the sales agency for its main clients or sales cases', async () => {
    const response = await submit(validInquiry('SNACK_SALES_AGENCY', { space: '' }));
    expect(response.json().errors.space).toBe('주요 거래처 또는 영업 사례를 입력해주세요.');
  });

  it('refuses an invalid e-mail, a wrong phone and over-long fields', async () => {
    const errors = (
      await submit(
        validInquiry('OFFICE', {
          email: 'not-an-address',
          cellphone: '0101234567a',
          companyName: '가'.repeat(91),
          contactName: '나'.repeat(231),
          address1: '다'.repeat(451),
        }),
      )
    ).json().errors;
    expect(errors.email).toBe(pc.email);
    expect(errors.cellphone).toBe('휴대폰 번호는 11자리 숫자여야 합니다.');
    expect(errors.companyName).toMatch(/90자/);
    expect(errors.contactName).toMatch(/230자/);
    expect(errors.address1).toMatch(/450자/);
  });

  it.each([
    ['not JSON', 'plain text'],
    ['an array', []],
    ['an unknown service type', { ...validInquiry('SNACK'), inquiryServiceType: 'PIZZA' }],
    ['too many tracking tags', { ...validInquiry('QUICK'), tracking: tagsOf(21) }],
    ['a huge tracking value', { ...validInquiry('QUICK'), tracking: { utm_source: 'x'.repeat(501) } }],
  ])('answers 400 with a Korean message for %s', async (_name, payload) => {
    const response =
      typeof payload === 'string'
        ? await t.app.inject({
            method: 'POST',
            url: '/homepage/v2/inquiry',
            headers: { 'content-type': 'application/json' },
            payload,
          })
        : await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });
});

function tagsOf(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`utm_tag${i}`, 'x']));
}

describe('GET /homepage/v2/inquiry-progress', () => {
  it('shows the author the stored inquiry: region only for snack, space first, tracking tags kept', async () => {
    const snack = (await submit(validInquiry('SNACK'))).json().receiptNo;
    const stored = (await progress(snack, '01012345678')).json();
    expect(stored).toMatchObject({
      receiptNo: snack,
      inquiryServiceType: 'SNACK',
      status: 'RECEIVED',
      statusLabel: '접수 완료',
      inquiryRegion: 'REGION_A',
      tracking: { utm_source: 'naver', utm_medium: 'cpc', landingPath: '/pc/snack24', device: 'PC' },
    });

    const clean = (await submit(validInquiry('CLEAN', { inquiryRegion: 'REGION_B' }))).json().receiptNo;
    const cleaning = (await progress(clean, '01012345678')).json();
    expect(cleaning.inquiryRegion).toBeNull();
    expect(cleaning.inquiryContents).toBe(
      '사무실 330㎡, 회의실 3개\n직원 80명 규모 사무실입니다. 견적을 받고 싶습니다.',
    );
    expect(cleaning.address).toBe('(06164) 서울 강남구 테헤란로 427 12층');
  });

  it('answers the same Korean 404 for a wrong phone and an unknown receipt number', async () => {
    const receiptNo = (await submit(validInquiry('QUICK'))).json().receiptNo;
    for (const response of [
      await progress(receiptNo, '01099998888'),
      await progress('Q-20250315-9999', '01012345678'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(INQUIRY_NOT_FOUND_MESSAGE);
    }
  });

  it('refuses a malformed receipt number with 400', async () => {
    const response = await progress('12345', '01012345678');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/접수 번호/);
  });
});

describe('rate limit', () => {
  it('stops a caller guessing receipt numbers', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'GET',
          url: `/homepage/v2/inquiry-progress?receiptNo=Q-20250315-000${i}&cellphone=01012345678`,
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI document', () => {
  it('lists the inquiry and the progress calls with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(paths['/homepage/v2/inquiry'].post.requestBody.content['application/json'].schema).toBeDefined();
    const progress = paths['/homepage/v2/inquiry-progress'].get;
    expect(progress.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'cellphone',
      'receiptNo',
    ]);
    expect(progress.responses['200']).toBeDefined();
  });
});
