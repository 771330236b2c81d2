/** The hostile values the fuzz test puts into requests: strings, wrong types, raw bodies, path ids. */

/** A megabyte of text, mostly ASCII so that percent-encoding it keeps it near a megabyte. */
export const MEGABYTE = `${'a'.repeat((1 << 20) - 6)}가나`;

/** Strings that text fields must refuse or survive: controls, NUL, odd unicode, a megabyte. */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  nulOnly: '\u0000',
  controls: '\u0001\u0007\u0008\u001b[31m\u007f',
  c1: 'x\u0085\u009b\u009f',
  newlines: 'a\r\nb\tc',
  loneSurrogate: 'a\ud800b\udfffc',
  bidiAndBom: '\u202eabc\ufeff\u200d',
  nonCharacters: '\ufffe\uffff\u{10ffff}',
  emoji: '👩‍👩‍👧‍👦'.repeat(50),
  sqlish: "' or 1=1 -- %_\\",
  megabyte: MEGABYTE,
};

/** Wrong types for any field: the JSON values a string, number or list field does not expect. */
export const WRONG_TYPES: Record<string, unknown> = {
  number: 12345,
  negative: -1e308,
  boolean: true,
  null: null,
  object: { $gt: '' },
  array: ['\u0000'],
  nestedDeep: JSON.parse('['.repeat(200) + ']'.repeat(200)),
};

/** Whole bodies that are not what any operation expects, as raw text with their content type. */
export const RAW_BODIES: Array<{ name: string; payload: string; contentType: string }> = [
  { name: 'bad JSON', payload: '{"email": "a@b.c", ', contentType: 'application/json' },
  { name: 'raw NUL in JSON', payload: '{"email":"a\u0000b"}', contentType: 'application/json' },
  {
    name: 'lone surrogate escape',
    payload: '{"name":"\\ud800","email":"\\udfff"}',
    contentType: 'application/json',
  },
  { name: 'empty JSON', payload: '', contentType: 'application/json' },
  { name: 'JSON null', payload: 'null', contentType: 'application/json' },
  { name: 'JSON string', payload: '"\\u0000"', contentType: 'application/json' },
  { name: 'JSON number', payload: '1e999', contentType: 'application/json' },
  { name: 'proto pollution', payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  {
    name: 'constructor pollution',
    payload: '{"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  { name: 'huge array', payload: `[${'0,'.repeat(1_500_000)}0]`, contentType: 'application/json' },
  { name: 'deep nesting', payload: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' },
  { name: 'too large', payload: `"${'a'.repeat(6 * 1024 * 1024)}"`, contentType: 'application/json' },
  { name: 'plain text', payload: 'email=a\u0000b', contentType: 'text/plain' },
  { name: 'form', payload: 'email=a%00b', contentType: 'application/x-www-form-urlencoded' },
  { name: 'charset', payload: '{}', contentType: 'application/json; charset=utf-16' },
  ...multipartBodies(),
];

/** Uploads with hostile file names and fields, and multipart text that is not what it claims. */
function multipartBodies() {
  const boundary = 'fuzzboundary';
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const file = (filename: string, content: string, type = 'text/plain') =>
    part(
      `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}`,
      content,
    );
  const field = (name: string, value: string) =>
    part(`Content-Disposition: form-data; name="${name}"`, value);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const end = `--${boundary}--\r\n`;
  return [
    { name: 'upload NUL name', payload: file('a\u0000b.txt', 'hello') + end, contentType },
    { name: 'upload traversal name', payload: file('../../etc/passwd', 'root:x:0:0') + end, contentType },
    {
      name: 'upload control field',
      payload: field('purpose', '\u0000\u001b') + file('\u202etxt.exe', 'MZ') + end,
      contentType,
    },
    {
      name: 'upload lying type',
      payload: file('a.png', '%PDF-1.4 not a png', 'image/png') + end,
      contentType,
    },
    { name: 'upload truncated', payload: file('a.txt', 'hello').slice(0, 60), contentType },
    { name: 'upload no boundary', payload: file('a.txt', 'hello') + end, contentType: 'multipart/form-data' },
  ];
}

/** Path parameter values, already URL-encoded where the encoding is the point. */
export const PATH_VALUES: Record<string, string> = {
  nul: 'a%00b',
  controls: '%01%1B%7F%C2%85',
  badPercent: '%E0%A4%A',
  overlongNul: '%C0%80',
  encodedSurrogate: '%ED%A0%80',
  traversal: '..%2F..%2Fetc%2Fpasswd',
  tooLong: 'a'.repeat(5000),
  megabyte: 'a'.repeat(1 << 20),
  hangul: encodeURIComponent('가').repeat(20_000),
  unicode: encodeURIComponent('\u202e가\ufeff👩‍👩‍👧'),
  space: '%20',
  dotted: '.',
};

/** Query values for parameters that carry JSON (the list protocol's sort, range and filter). */
export function jsonQueryValues(name: string): string[] {
  const nul = 'a\u0000b';
  const keys = [
    'q',
    'id',
    'groupId',
    'parentId',
    'status',
    'channel',
    'purpose',
    'kind',
    'companyMemberRole',
  ];
  const values: unknown[] = [
    { q: nul },
    { q: MEGABYTE.slice(0, 15_000) },
    { id: [nul, '\u0001'] },
    { q: { $ne: 1 } },
    [nul],
    ...keys.map((key) => ({ [key]: nul })),
    [nul, 'ASC'],
    ['name', nul],
    [0, 1e300],
    [-1, 5],
    [5, 2],
    ['0', '1'],
    [0.5, 1.5],
  ];
  const texts = values.map((value) => JSON.stringify(value));
  return [...texts, '{"q":', '\u0000', `${name}\u0001`, '[' + '1,'.repeat(40) + '1]'];
}
