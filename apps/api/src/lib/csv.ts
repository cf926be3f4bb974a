/**
 * One CSV cell (RFC 4180: quoted when it holds a comma, quote or line break); a cell a spreadsheet would run as a
 * formula (= + - @ at the start) is prefixed with an apostrophe. A dozen lines, so no library.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (CRLF-terminated) of cells. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
