type RowInput = { cells?: ({ text?: string | null } | null)[] | null } | null

/**
 * The table's body as text cells, each row exactly as wide as the header: missing cells
 * become empty, extra cells are dropped (a cell without a column heading would be announced
 * without one), and rows with no text at all are left out.
 */
export function normaliseTableRows(columnCount: number, rows: readonly RowInput[] | null | undefined): string[][] {
  if (columnCount < 1) return []
  return (rows ?? [])
    .map((row) => {
      const cells = (row?.cells ?? []).slice(0, columnCount).map((cell) => (cell?.text ?? '').trim())
      while (cells.length < columnCount) cells.push('')
      return cells
    })
    .filter((cells) => cells.some(Boolean))
}
