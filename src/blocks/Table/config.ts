import type { Block } from 'payload'

export const TableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Table', plural: 'Tables' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'caption',
      type: 'text',
      required: true,
      admin: { description: 'The table’s title, read out first by screen readers.' },
    },
    {
      name: 'columns',
      label: 'Column headings',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [{ name: 'heading', type: 'text', required: true }],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Row', plural: 'Rows' },
      admin: { description: 'One cell per column, left to right. Missing cells show empty; extra cells are not shown.' },
      fields: [
        {
          name: 'cells',
          type: 'array',
          required: true,
          minRows: 1,
          labels: { singular: 'Cell', plural: 'Cells' },
          fields: [{ name: 'text', type: 'text' }],
        },
      ],
    },
    {
      name: 'firstColumnIsRowHeading',
      label: 'The first column names each row',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Tick when the first cell of each row says what the row is about; screen readers then announce it with each cell.' },
    },
  ],
}
