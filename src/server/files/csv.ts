// CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted with
// quotes doubled, and a field a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
// with a quote mark. Rows are joined once at the end, never appended to a growing string.

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
