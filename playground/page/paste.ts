/**
 * Text pasted into the grid, as Sheets reads the clipboard: rows by newlines (`\n` or `\r\n`), cells by tabs,
 * a cell holding a tab, a newline or a quote copied in double quotes with its quotes doubled (`"say ""hi"""`).
 * The last newline ends the last row (no empty row after it). Short rows are padded with empty cells, so that the
 * block is a rectangle.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  while (i <= n) {
    let cell = "";
    if (text[i] === '"') {
      // quoted: up to the closing quote; a doubled quote is one quote
      let j = i + 1;
      let closed = false;
      while (j < n) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            cell += '"';
            j += 2;
            continue;
          }
          closed = true;
          break;
        }
        cell += text[j];
        j++;
      }
      const end = j + 1;
      if (closed && (end >= n || text[end] === "\t" || text[end] === "\n" || text[end] === "\r")) i = end;
      else {
        // not a quoted cell after all (a quote inside plain text): read it as it is
        cell = "";
        while (i < n && text[i] !== "\t" && text[i] !== "\n" && text[i] !== "\r") cell += text[i++];
      }
    } else {
      while (i < n && text[i] !== "\t" && text[i] !== "\n" && text[i] !== "\r") cell += text[i++];
    }
    row.push(cell);
    if (i >= n) break;
    if (text[i] === "\t") {
      i++;
      continue;
    }
    // a newline: \r\n, \n or \r
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= n) break;
  }
  if (row.length && !(row.length === 1 && row[0] === "" && rows.length)) rows.push(row);
  const width = Math.max(0, ...rows.map((r) => r.length));
  for (const r of rows) while (r.length < width) r.push("");
  return rows;
}
