/** One CSV cell: quoted when it holds a comma, quote or line break (RFC 4180), quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a quote mark disarms it.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV with CRLF line ends and a byte-order mark, so Excel opens Korean text as UTF-8. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}`;
}
