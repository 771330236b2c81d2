/**
 * The columns of an import sheet, in one place: the template writes `header`, the screen's guide
 * lists the headers (required ones first), and the parser finds each field by its header or an alias
 * (compared without spaces and "(…)"), so a file made as the guide says is always read.
 */
export interface ImportColumn {
  /** The template's header, in Korean. */
  header: string;
  /** Other headers people write for the same column. */
  aliases: readonly string[];
  /** A file without this column is refused before any row is read. */
  required?: boolean;
  /** Excel should keep the column as text (a phone's leading 0, an 8-digit date). */
  text?: boolean;
  /**
   * How a cell is cleaned before the rules see it: a phone gets back the leading 0 a spreadsheet
   * drops and loses its dashes, a date becomes YYYYMMDD (`day`: YYYY-MM-DD), a month YYYY-MM (also
   * from a date cell), an amount loses its thousands commas.
   */
  kind?: 'phone' | 'date' | 'day' | 'month' | 'amount';
  /** The template's example row shows this (a row equal to the example is never imported). */
  example?: string;
  /** A select field's allowed values: the template offers them as a dropdown. */
  choices?: readonly string[];
}

export type ImportColumns<Field extends string = string> = Readonly<Record<Field, ImportColumn>>;

/** The headers in template order. */
export function importHeaders<Field extends string>(columns: ImportColumns<Field>): string[] {
  return Object.values<ImportColumn>(columns).map((column) => column.header);
}

/** The screen's one-line guide: "필수 열: 이름, 휴대폰 번호 · 선택 열: 성별, …". */
export function importGuide<Field extends string>(columns: ImportColumns<Field>): string {
  const all = Object.values<ImportColumn>(columns);
  const required = all.filter((column) => column.required).map((column) => column.header);
  const optional = all.filter((column) => !column.required).map((column) => column.header);
  return [
    required.length ? `필수 열: ${required.join(', ')}` : '',
    optional.length ? `선택 열: ${optional.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The refusal of a file that lacks required columns, naming them as the template does. */
export const missingColumnsMessage = (headers: readonly string[]) =>
  `필수 열이 없습니다: ${headers.join(', ')}. 양식의 첫 행을 확인해주세요.`;
