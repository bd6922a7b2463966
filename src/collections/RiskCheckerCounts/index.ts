import type { CollectionConfig } from 'payload'
import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'
import { CATEGORIES } from '@/riskChecker/decisionTable'

/**
 * How many people finished the risk checker each day, per result (src/riskChecker/counts.ts).
 * One row per day and result, and nothing else: no answers, address, cookie, user or time.
 */
export const RiskCheckerCounts: CollectionConfig = {
  slug: 'risk-checker-counts',
  labels: { singular: 'Risk checker count', plural: 'Risk checker counts' },
  admin: {
    group: 'Risk checker',
    useAsTitle: 'day',
    defaultColumns: ['day', 'category', 'completions'],
    description: 'How many people finished the risk checker each day, by result. Answers are never kept.',
  },
  access: { read: editors, create: nobody, update: nobody, delete: editors },
  fields: [
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD (UTC).' } },
    {
      name: 'category',
      label: 'Result',
      type: 'select',
      required: true,
      options: CATEGORIES.map((value) => ({ value, label: { higher: 'Higher risk', usual: 'Usual risk', unclear: 'Cannot tell' }[value] })),
    },
    { name: 'completions', type: 'number', required: true, defaultValue: 0 },
  ],
  timestamps: false,
}
