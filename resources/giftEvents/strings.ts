/** Korean texts of the gift event lists. */
export const EVENT_LIST_TEXT = {
  label: '선물 이벤트',
  birthLabel: '생일24 이벤트',
  search: '이벤트 이름',
  newEvent: '새 이벤트',
  steps: '단계',
  /** The birth24 flow's step pages. */
  orderPage: {
    eventSetting: '이벤트 설정',
    giftSetting: '선물 설정',
    result: '발송 결과',
    status: '발송 현황',
    update: '이벤트 수정',
  },
} as const;
