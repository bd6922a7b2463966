import type { TableBlock } from '@/payload-types'
import { normaliseTableRows } from './normaliseRows'

export function TableBlockView({ block }: { block: TableBlock }) {
  const headings = (block.columns ?? []).map((column) => column.heading)
  const rows = normaliseTableRows(headings.length, block.rows)
  if (!headings.length || !rows.length) return null
  const captionId = `table-caption-${block.id ?? headings.join('-').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    // A wide table scrolls sideways on small screens; the focusable, labelled region lets keyboard users scroll it too.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-base">
        <caption id={captionId} className="mb-3 text-left text-xl font-bold text-navy">
          {block.caption}
        </caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="border-b-2 border-navy bg-sky-light px-4 py-3 font-bold text-navy">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex} className="border-b border-navy/20">
              {cells.map((text, cellIndex) =>
                cellIndex === 0 && block.firstColumnIsRowHeading ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 align-top font-semibold text-navy">
                    {text}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3 align-top">
                    {text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
