/**
 * CSV text (RFC 4180) a spreadsheet opens safely: a cell holding a comma, a quote or a line break
 * is quoted, and a cell a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is prefixed with an apostrophe, so that it is shown as the text it is.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
