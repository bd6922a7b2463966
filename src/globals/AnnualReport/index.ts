import type { ArrayField, GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import { ANNUAL_REPORT_PATH, MISSION_PATH } from '@/content/paths'
import { revalidateGlobalPaths } from '../revalidateGlobalPaths'

const lineItems = (name: string, label: string, description: string): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Line item', plural: 'Line items' },
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, admin: { width: '60%' } },
        { name: 'amount', type: 'number', required: true, min: 0, admin: { width: '40%', description: 'Whole dollars.' } },
      ],
    },
  ],
})

/**
 * The year's figures as line items. Totals and shares are computed from them on the page
 * (src/content/annualReport.ts), so they always add up.
 */
export const AnnualReport: GlobalConfig = {
  slug: 'annual-report',
  label: 'Annual Report',
  access: editorSettings,
  admin: { description: 'The figures and report files shown at /about-us/annual-report.' },
  fields: [
    { name: 'year', type: 'number', required: true, min: 1990, max: 2200 },
    { name: 'intro', type: 'textarea' },
    lineItems('revenue', 'Revenue', 'Where the money came from.'),
    lineItems('allocation', 'Allocation', 'Money given to programs: grants, awareness and support.'),
    lineItems('expenses', 'Expenses', 'Running costs: administration and fundraising.'),
    {
      name: 'reports',
      type: 'array',
      label: 'Annual reports',
      labels: { singular: 'Report', plural: 'Reports' },
      admin: { description: 'One row per year; shown newest first.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'year', type: 'number', required: true, admin: { width: '25%' } },
            { name: 'file', type: 'upload', relationTo: 'media', admin: { width: '75%', description: 'The report as a PDF.' } },
          ],
        },
        { name: 'url', type: 'text', label: 'Or a link', admin: { description: 'Used when no file is chosen.' } },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobalPaths([ANNUAL_REPORT_PATH, MISSION_PATH])] },
}
