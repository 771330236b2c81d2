/** A dropdown of allowed values on a range of cells (an Excel "list" data validation). */
export interface ListValidation {
  /** The cells, e.g. 'D2:D1001'. */
  sqref: string;
  /** Where the values are, e.g. `'선택 값'!$A$2:$A$3`. */
  source: string;
}

/** The parts of the spreadsheet library's zip container (CFB) used here; its types say `any`. */
interface ZipEntry {
  content: Uint8Array | number[];
}
export interface ZipLibrary {
  read(data: Uint8Array, options: { type: 'array' }): unknown;
  find(container: unknown, path: string): ZipEntry | null;
  write(container: unknown, options: { type: 'array'; fileType: 'zip'; compression: boolean }): unknown;
}

/**
 * Elements that follow <dataValidations> in a worksheet (ECMA-376 §18.3.1.99 fixes the order); the
 * block goes before the first one the sheet has.
 */
const AFTER = [
  '<hyperlinks',
  '<printOptions',
  '<pageMargins',
  '<pageSetup',
  '<headerFooter',
  '<rowBreaks',
  '<colBreaks',
  '<customProperties',
  '<cellWatches',
  '<ignoredErrors',
  '<smartTags',
  '<drawing',
  '<legacyDrawing',
  '<picture',
  '<oleObjects',
  '<controls',
  '<webPublishItems',
  '<tableParts',
  '<extLst',
  '</worksheet>',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ERROR_TEXT = '목록에 없는 값입니다. 그대로 두면 파일을 올릴 때 다시 확인합니다.';

/**
 * Adds dropdowns to one sheet of a written .xlsx. The community build of the spreadsheet library
 * reads data validations but never writes them, so the sheet's XML gets its <dataValidations>
 * block here, inside the same zip. A value outside the list only warns (errorStyle "warning"): the
 * import's preview is what refuses it, with the schema's own message.
 */
export function addListValidations(
  zip: ZipLibrary,
  xlsx: Uint8Array,
  sheetPath: string,
  validations: readonly ListValidation[],
): Uint8Array {
  if (validations.length === 0) return xlsx;
  const container = zip.read(xlsx, { type: 'array' });
  const entry = zip.find(container, sheetPath);
  if (!entry) return xlsx;
  const xml = new TextDecoder().decode(Uint8Array.from(entry.content));
  const block =
    `<dataValidations count="${validations.length}">` +
    validations
      .map(
        (v) =>
          `<dataValidation type="list" errorStyle="warning" allowBlank="1" showInputMessage="1" showErrorMessage="1" error="${escapeXml(ERROR_TEXT)}" sqref="${v.sqref}"><formula1>${escapeXml(v.source)}</formula1></dataValidation>`,
      )
      .join('') +
    '</dataValidations>';
  const at = Math.min(...AFTER.map((tag) => xml.indexOf(tag)).filter((index) => index >= 0));
  entry.content = new TextEncoder().encode(`${xml.slice(0, at)}${block}${xml.slice(at)}`);
  return new Uint8Array(
    zip.write(container, { type: 'array', fileType: 'zip', compression: true }) as ArrayLike<number>,
  );
}
