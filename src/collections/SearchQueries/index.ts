import type { CollectionConfig } from 'payload'
import { editors } from '@/access/editors'
import { nobody } from '@/access/nobody'

/**
 * What visitors searched for, counted per day (src/search/analytics.ts). One row per query and
 * day, with nothing about who searched: no address, cookie, user or time of day. Queries that
 * look like an e-mail address or a phone number are never stored.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: 'Search query', plural: 'Search queries' },
  admin: {
    group: 'Search',
    useAsTitle: 'query',
    defaultColumns: ['query', 'day', 'searches', 'zeroResults'],
    description: 'How often each query was searched per day. The summary above covers the last 30 days.',
    components: { beforeList: ['@/components/admin/SearchInsights#SearchInsights'] },
  },
  access: { read: editors, create: nobody, update: nobody, delete: editors },
  fields: [
    { name: 'query', type: 'text', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD (UTC).' } },
    { name: 'searches', type: 'number', required: true, defaultValue: 0 },
    { name: 'zeroResults', label: 'Searches that found nothing', type: 'number', required: true, defaultValue: 0 },
  ],
  timestamps: false,
}
