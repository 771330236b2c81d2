import { composeNotice } from './build';
import { OPERATOR } from './operator';
import type { TermsDocument } from './types';

/** birth24_custom_policy: consent to the terms of a promotion contract of the gift service (no fee). */
export const birth24CustomPolicy: TermsDocument = {
  kind: 'consent',
  effectiveDate: '2021-08-02',
  title: '선물 서비스 프로모션 이용 동의',
  content: composeNotice({
    effectiveDate: '2021-08-02',
    lead: `${OPERATOR}는 프로모션 계약을 맺은 고객사에 선물 서비스를 이용료 없이 제공합니다. 프로모션 이용을 위하여 아래 내용에 동의해주세요.`,
    sections: [
      {
        heading: '프로모션 조건',
        body: `1. 프로모션 계약에는 계약 인원 1인당 3,000원의 서비스 이용료를 부과하지 않으며, 중도 해지에 따른 위약금도 부과하지 않습니다.
2. 선물 상품 대금과 보증금은 선물 서비스 이용약관에 따라 정산합니다.
3. 프로모션 기간과 대상 이벤트는 회사가 고객사와 합의하여 정하고, 기간이 끝나면 일반 계약으로 전환할지 여부를 고객사가 선택합니다.`,
      },
      {
        heading: '이용하는 정보와 목적',
        body: `1. 고객사명, 담당자 이름, 연락처: 프로모션 안내와 결과 보고
2. 이벤트별 발송 수, 선물 선택률, 만족도 조사 결과(수신자를 알아볼 수 없는 통계 형태): 서비스 개선과 사례 소개 자료 작성
3. 고객사명과 로고: 고객사가 따로 승인한 경우에 한하여 회사의 서비스 소개 자료에 사용`,
      },
      {
        heading: '보유 및 이용 기간',
        body: '프로모션 이벤트 종료 후 3개월 동안 보유한 뒤 파기합니다. 통계 자료는 개인이나 고객사를 알아볼 수 없게 가공하여 보관합니다.',
      },
      {
        heading: '동의를 거부할 권리',
        body: '고객사는 이 동의를 거부할 수 있으며, 거부하는 경우 프로모션 조건 대신 일반 선물 서비스 이용약관의 요금과 조건이 적용됩니다.',
      },
    ],
  }),
};
