import type { CollectionConfig } from 'payload'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'

/**
 * Each fundraising page's running total, one row per page, written only by the database's own
 * triggers on fundraising-gifts and offline-gifts (src/fundraising/totalsTriggers.ts), in the same
 * transaction as the gift. Kept apart from the page's record so that editing a page (which writes
 * its whole row) can never write back a stale total. Nobody edits it.
 */
export const FundraisingPageTotals: CollectionConfig<'fundraising-page-totals'> = {
  slug: 'fundraising-page-totals',
  admin: { hidden: true },
  access: { read: finance, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'page', type: 'relationship', relationTo: 'fundraisers', required: true, unique: true },
    { name: 'raisedCents', type: 'number', required: true, defaultValue: 0, index: true },
    { name: 'giftCount', type: 'number', required: true, defaultValue: 0 },
  ],
  timestamps: false,
}
