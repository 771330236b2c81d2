/** The snack app's manual: its words and pictures (files in public/images/manual/). */
export interface ManualStep {
  title: string;
  points: readonly string[];
  picture: { src: string; alt: string; wide?: boolean };
}

export interface ManualSection {
  id: string;
  title: string;
  lead: string;
  steps: readonly ManualStep[];
}

export const MANUAL_TEXT = {
  title: '스낵 앱 사용법',
  intro:
    '구성원은 PC나 휴대폰에서 먹고 싶은 간식을 고르고, 배송일에 사무실에서 받습니다. 아래 순서대로 따라 해 보세요.',
  contents: '사용법 목차',
  stepTitle: (n: number, title: string) => `${n}단계. ${title}`,
  helpTitle: '도움이 필요하면',
  help: '로그인이 되지 않거나 간식이 도착하지 않았다면 회사의 스낵24 담당 관리자나 고객센터(1644-4624)로 문의해주세요.',
} as const;

export const MANUAL_SECTIONS: readonly ManualSection[] = [
  {
    id: 'manual-pc',
    title: 'PC에서 이용하기',
    lead: '회사 PC의 브라우저로 포털에 로그인해 스낵24 화면을 엽니다.',
    steps: [
      {
        title: '간식 고르고 주문하기',
        points: [
          '왼쪽 메뉴에서 스낵24의 간식 고르기를 엽니다.',
          '먹고 싶은 간식의 담기 버튼을 누르면 오른쪽 장바구니에 모입니다.',
          '주문하기를 누르면 주문이 접수됩니다. 마감 시간 전에 주문하면 다음 배송일에 도착합니다.',
        ],
        picture: {
          src: '/images/manual/pc-order.svg',
          alt: 'PC 화면: 간식 카드의 담기 버튼과 오른쪽 장바구니의 주문하기 버튼',
          wide: true,
        },
      },
      {
        title: '배송일과 주문 내역 확인하기',
        points: [
          '주문 내역에서 다음 배송일과 주문 마감 시간을 확인합니다.',
          '주문마다 주문 접수, 배송 중, 배송 완료 상태가 표시됩니다.',
          '배송일이 휴무일이면 관리자가 대체 배송일을 정합니다.',
        ],
        picture: {
          src: '/images/manual/pc-history.svg',
          alt: 'PC 화면: 다음 배송일 안내와 주문일, 간식, 배송일, 상태가 있는 주문 내역 표',
          wide: true,
        },
      },
    ],
  },
  {
    id: 'manual-phone',
    title: '휴대폰에서 이용하기',
    lead: '휴대폰 브라우저로 같은 주소를 열면 휴대폰에 맞는 화면이 나옵니다.',
    steps: [
      {
        title: '로그인하고 홈 화면에 추가하기',
        points: [
          '회사 이메일과 비밀번호로 로그인합니다.',
          '브라우저 메뉴의 홈 화면에 추가를 누르면 다음부터 앱처럼 바로 열 수 있습니다.',
        ],
        picture: {
          src: '/images/manual/phone-login.svg',
          alt: '휴대폰 화면: 스낵24 로그인 화면의 회사 이메일, 비밀번호 입력칸과 로그인 버튼',
        },
      },
      {
        title: '간식 담고 주문하기',
        points: [
          '이번 주 간식 목록에서 + 버튼으로 간식을 담습니다.',
          '화면 아래에서 담은 개수와 주문 마감 시간을 확인하고 주문하기를 누릅니다.',
        ],
        picture: {
          src: '/images/manual/phone-order.svg',
          alt: '휴대폰 화면: 간식 목록의 + 버튼과 아래쪽 주문하기 버튼',
        },
      },
      {
        title: '알림 받고 간식 가져가기',
        points: [
          '간식이 사무실에 도착하면 휴대폰으로 알림이 옵니다.',
          '알림에 적힌 장소(예: 탕비실)에서 간식을 가져간 뒤 수령 확인을 누릅니다.',
        ],
        picture: {
          src: '/images/manual/phone-receive.svg',
          alt: '휴대폰 화면: 간식이 도착했다는 알림, 간식 상자와 수령 확인 버튼',
        },
      },
    ],
  },
];
