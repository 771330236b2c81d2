/** The words of 재고 조사 내역 beyond the record's field labels. */
export const CHECK_TEXT = {
  label: '재고 조사 내역',
  search: '창고 또는 작업자 이름',
  warehouse: '창고',
  progress: '진행',
  progressOf: (counted: number, lines: number) =>
    `${counted.toLocaleString('ko-KR')} / ${lines.toLocaleString('ko-KR')}건`,
  lines: '조사 항목',
  noLines: '조사 항목이 없습니다. 시작할 때 재고가 있던 위치가 없었습니다.',
  notCounted: '미조사',
  difference: '차이',
  reopen: '다시 열기',
  reopenTitle: (warehouse: string) => `${warehouse} 재고 조사 다시 열기`,
  reopenConsequence:
    '완료할 때 반영한 차이를 원장에서 되돌리고 조사 중으로 바꿉니다. 입력한 실사 수량은 그대로 남고, 작업자가 고친 뒤 다시 완료하면 그때 재고에 반영됩니다. 완료한 뒤 재고가 바뀐 위치가 있으면 다시 열 수 없습니다.',
  reopened: '재고 조사를 다시 열었습니다. 창고 앱에서 이어서 조사할 수 있습니다.',
};
