/** Rows as a plain-text table: a header, a rule, and each column as wide as its widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
