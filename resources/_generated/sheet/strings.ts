import { withParticle } from '../../../lib/korean';
import { missingColumnsMessage } from '../../../schemas/importColumns';

const n = (value: number) => value.toLocaleString('ko-KR');

/** Korean texts of the kit's spreadsheet import (a declaration may rename the action and its result). */
export const SHEET_TEXT = {
  action: '엑셀로 일괄 등록',
  lead: '양식을 내려받아 한 행에 하나씩 입력한 뒤 .xlsx 또는 .csv 파일을 올려주세요. 모든 행에 오류가 없을 때만 저장되고, 한 행이라도 틀리면 아무것도 저장되지 않습니다.',
  back: (label: string) => `${withParticle(label, '으로/로')} 돌아가기`,
  template: '양식 다운로드',
  templateFile: (label: string) => `${label}_일괄등록_양식.xlsx`,
  choose: '파일 선택',
  chosen: (name: string, rows: number) => `${name} · ${n(rows)}행`,
  reading: '파일을 읽는 중…',
  checkingRows: (done: number, total: number) => `행을 검사하는 중… (${n(done)}/${n(total)})`,
  checking: '서버에서 확인하는 중…',
  saving: '저장하는 중…',
  readFailed: '파일을 읽지 못했습니다. .xlsx 또는 .csv 파일인지 확인해주세요.',
  wrongType: '.xlsx 또는 .csv 파일만 올릴 수 있습니다.',
  empty: '저장할 행이 없습니다. 양식의 예시 행 아래에 입력해주세요.',
  missingHeaders: missingColumnsMessage,
  unknownHeaders: (labels: string[]) => `알 수 없는 열은 제외했습니다: ${labels.join(', ')}`,
  exampleSkipped: '양식의 예시 행은 저장하지 않고 제외했습니다.',
  tooManyRows: (max: number) => `한 번에 ${n(max)}행까지 올릴 수 있습니다.`,
  summary: (total: number, bad: number) =>
    bad === 0
      ? `${n(total)}행 모두 저장할 수 있습니다.`
      : `${n(total)}행 중 ${n(bad)}행에 오류가 있습니다. 오류 행을 눌러 고치거나 파일을 고쳐 다시 올려주세요. 지금은 아무것도 저장되지 않았습니다.`,
  badRows: (rows: number[]) =>
    `오류가 있는 행: ${rows.slice(0, 10).map(n).join(', ')}${rows.length > 10 ? ' 외' : ''}`,
  serverCheckFailed: '서버에서 확인하지 못했습니다. 저장할 때 다시 확인합니다.',
  onlyErrors: '오류 행만 보기',
  rowNumber: '행',
  commit: (total: number) => `${n(total)}건 저장`,
  committed: (saved: number) => `${n(saved)}건을 저장했습니다.`,
  commitFailed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  fixTitle: (row: number) => `${n(row)}행 고치기`,
  fixSave: '고친 내용 적용',
  cancel: '취소',
  previewLabel: '올린 파일 미리보기',
  pageInfo: (from: number, to: number, total: number) => `${n(from)}-${n(to)} / 총 ${n(total)}행`,
  previous: '이전',
  next: '다음',
  guide: '열 안내',
  choicesOf: (values: readonly string[]) => `${values.join(', ')} 중 하나`,
} as const;
