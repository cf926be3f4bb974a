/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted (quotes doubled); a field that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. A header row first.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n");
}

/** Saves the text as a file through a temporary link (UTF-8 with a BOM, so spreadsheets read accents). */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
