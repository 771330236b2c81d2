/** The provider console's job-queue screen. */
export const JOB_TEXT = {
  label: '작업 큐',
  search: '종류, 회사, 오류 검색',
  retry: '다시 실행',
  retried: '작업을 다시 실행하도록 예약했습니다.',
  retryFailed: '작업을 다시 실행하지 못했습니다. 잠시 후 다시 시도해주세요.',
  actions: '재실행',
} as const;
