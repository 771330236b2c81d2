import { missingColumnsMessage } from '../../../schemas/importColumns';
/** Korean texts of the member import page. */
export const IMPORT_TEXT = {
  title: '구성원 일괄 등록',
  lead: '양식을 내려받아 구성원 정보를 입력한 뒤 .xlsx 또는 .csv 파일을 올려주세요. 모든 행에 오류가 없을 때만 등록됩니다.',
  back: '구성원 목록으로',
  template: '양식 다운로드',
  templateFile: '구성원_일괄등록_양식.xlsx',
  templateSheet: '구성원',
  choose: '파일 선택',
  chosen: (name: string, rows: number) => `${name} · ${rows.toLocaleString('ko-KR')}행`,
  group: '등록할 부서 (선택)',
  reading: '파일을 읽는 중…',
  checking: '서버에서 중복을 확인하는 중…',
  readFailed: '파일을 읽지 못했습니다. .xlsx 또는 .csv 파일인지 확인해주세요.',
  wrongType: '.xlsx 또는 .csv 파일만 올릴 수 있습니다.',
  empty: '등록할 행이 없습니다.',
  missingHeaders: missingColumnsMessage,
  unknownHeaders: (labels: string[]) => `알 수 없는 열은 제외했습니다: ${labels.join(', ')}`,
  tooManyRows: (max: number) => `한 번에 ${max.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
  duplicatePhone: (first: number) =>
    `파일 안에서 휴대폰 번호가 중복됩니다. (${first.toLocaleString('ko-KR')}행과 같음)`,
  summary: (total: number, bad: number) =>
    bad === 0
      ? `${total.toLocaleString('ko-KR')}행 모두 등록할 수 있습니다.`
      : `${total.toLocaleString('ko-KR')}행 중 ${bad.toLocaleString('ko-KR')}행에 오류가 있습니다. 오류 행을 눌러 고치거나 파일을 고쳐 다시 올려주세요.`,
  serverCheckFailed: '서버에서 확인하지 못했습니다. 등록할 때 다시 확인합니다.',
  onlyErrors: '오류 행만 보기',
  rowNumber: '행',
  commit: (total: number) => `${total.toLocaleString('ko-KR')}명 등록`,
  committing: '등록하는 중…',
  committed: (added: number) => `${added.toLocaleString('ko-KR')}명을 등록했습니다.`,
  commitFailed: '등록하지 못했습니다. 잠시 후 다시 시도해주세요.',
  fixTitle: (row: number) => `${row.toLocaleString('ko-KR')}행 고치기`,
  fixSave: '고친 내용 적용',
  cancel: '취소',
  previewLabel: '가져올 구성원 미리보기',
  pageInfo: (from: number, to: number, total: number) =>
    `${from.toLocaleString('ko-KR')}-${to.toLocaleString('ko-KR')} / 총 ${total.toLocaleString('ko-KR')}행`,
  previous: '이전',
  next: '다음',
  importButton: '일괄 등록',
} as const;
