import type { CollectionConfig } from 'payload'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'

const fixedOnceRecorded = { update: () => false }

/**
 * Cash and cheques a fundraiser collected, recorded by Finance against their page. They count in
 * the page's, team's and campaign's totals (kept by database triggers, as online gifts). A
 * recorded gift is never edited: a mistake is voided, with the reason, and recorded again.
 */
export const OfflineGifts: CollectionConfig<'offline-gifts'> = {
  slug: 'offline-gifts',
  labels: { singular: 'Offline gift (cash or cheque)', plural: 'Offline gifts (cash and cheques)' },
  admin: { group: 'Fundraising', useAsTitle: 'donorName', defaultColumns: ['fundraiser', 'amount', 'kind', 'receivedOn', 'donorName', 'issueReceipt', 'voided'] },
  access: { read: finance, create: finance, update: finance, delete: nobody },
  defaultSort: '-receivedOn',
  fields: [
    { name: 'fundraiser', type: 'relationship', relationTo: 'fundraisers', required: true, index: true, access: fixedOnceRecorded },
    { type: 'row', fields: [
      { name: 'amount', type: 'number', required: true, min: 0.01, max: 1_000_000, access: fixedOnceRecorded, admin: { description: 'Dollars and cents.' } },
      { name: 'kind', type: 'select', required: true, defaultValue: 'cheque', options: [{ value: 'cheque', label: 'Cheque' }, { value: 'cash', label: 'Cash' }], access: fixedOnceRecorded },
      { name: 'receivedOn', type: 'date', required: true, access: fixedOnceRecorded, admin: { date: { pickerAppearance: 'dayOnly' } } },
    ] },
    { name: 'donorName', type: 'text', maxLength: 120, admin: { description: 'If known, shown on the page as "<name> gave $50.00"; leave empty to show "A cheque for $50.00" or "A cash gift of $50.00".' } },
    { name: 'issueReceipt', type: 'checkbox', defaultValue: false, access: fixedOnceRecorded, admin: { description: 'The giver asked for an official tax receipt. The site does not issue receipts for cash or cheques yet: issue it as for a cheque sent by post, and tick this so the list shows which gifts have one to issue.' } },
    { name: 'voided', type: 'checkbox', defaultValue: false },
    { name: 'voidReason', type: 'text', admin: { condition: (data) => Boolean(data?.voided) } },
  ],
  hooks: { afterChange: [revalidateFundraisingHook] },
  timestamps: true,
}
