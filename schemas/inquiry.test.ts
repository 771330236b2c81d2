import { describe, expect, it } from 'vitest';
import { contentsWithSpace, inquiryErrors } from './inquiry';

const base = {
  companyName: '바른상사',
  contactName: '이담당',
  cellphone: '01012345678',
  email: 'a@b.example.com',
  inquiryContents: '문의합니다',
  contact_privacy_policy: true,
};

describe('inquiry rules', () => {
  it('passes a complete office inquiry', () => {
    expect(inquiryErrors({ ...base, inquiryServiceType: 'OFFICE' }, 'pc')).toEqual({});
  });

  it('words the sales agency space and the cleaning address by device (spec 1 §5)', () => {
    const sales = { ...base, inquiryServiceType: 'SNACK_SALES_AGENCY' };
    expect(inquiryErrors(sales, 'pc').space).toBe('주요 거래처 또는 영업 사례를 입력해주세요.');
    expect(inquiryErrors(sales, 'mobile').space).toBe('문의 내용을 입력해주세요.');
    const clean = { ...base, inquiryServiceType: 'CLEAN', space: '사무실' };
    expect(inquiryErrors(clean, 'pc')).toEqual({
      zonecode: '주소를 입력해주세요.',
      address1: '주소를 입력해주세요.',
      address2: '상세주소를 입력해주세요.',
    });
    expect(inquiryErrors(clean, 'mobile').address1).toBe('상세주소를 입력해주세요.');
  });

  it('asks the region only of snack inquiries', () => {
    expect(inquiryErrors({ ...base, inquiryServiceType: 'SNACK' }, 'pc')).toEqual({
      inquiryRegion: '필수값 입니다.',
    });
    expect(inquiryErrors({ ...base, inquiryServiceType: 'BIRTH' }, 'pc')).toEqual({});
  });

  it('puts the space on its own line before the contents', () => {
    expect(contentsWithSpace(' 회의실 3개 ', '견적 부탁드립니다')).toBe('회의실 3개\n견적 부탁드립니다');
    expect(contentsWithSpace('', '견적 부탁드립니다')).toBe('견적 부탁드립니다');
  });
});
