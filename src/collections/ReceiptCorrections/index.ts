import type { CollectionConfig } from 'payload'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'
import { checkCorrection, recordCorrection } from './hooks'

/**
 * The CRA way to correct an official receipt: the original stays as issued, and a new record
 * voids it or replaces it (with a new serial that names the original), with the reason.
 * Finance adds them; nobody edits or deletes one.
 */
export const ReceiptCorrections: CollectionConfig = {
  slug: 'receipt-corrections',
  labels: { singular: 'Receipt correction', plural: 'Receipt corrections' },
  admin: {
    group: 'Donations',
    useAsTitle: 'originalSerial',
    defaultColumns: ['createdAt', 'kind', 'originalSerial', 'replacementSerial', 'reason'],
    description: 'Void or replace an official receipt. The original receipt is kept unchanged and shows its corrections.',
  },
  access: { create: finance, read: finance, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Void (the receipt no longer counts)', value: 'void' },
        { label: 'Replacement (a corrected receipt with a new serial)', value: 'replacement' },
      ],
    },
    { type: 'row', fields: [
      { name: 'donation', type: 'relationship', relationTo: 'donations', admin: { description: 'A single gift’s receipt…' } },
      { name: 'annualReceipt', type: 'relationship', relationTo: 'annual-receipts', admin: { description: '…or a monthly donor’s annual receipt…' } },
      { name: 'offlineGift', type: 'relationship', relationTo: 'offline-gifts', admin: { description: '…or the receipt of cash or a cheque recorded for a fundraising page.' } },
    ] },
    { name: 'reason', type: 'textarea', required: true, admin: { description: 'Why the receipt is corrected, as the CRA asks.' } },
    {
      name: 'replacementAmount',
      type: 'number',
      min: 0,
      admin: { step: 0.01, condition: (data) => data?.kind === 'replacement', description: 'The eligible amount on the replacement receipt.' },
    },
    { type: 'row', fields: [
      { name: 'originalSerial', type: 'text', admin: { readOnly: true } },
      { name: 'replacementSerial', type: 'text', unique: true, admin: { readOnly: true, description: 'Printed on the replacement with “replaces receipt …”.' } },
      { name: 'issuedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    ] },
  ],
  hooks: { beforeChange: [checkCorrection], afterChange: [recordCorrection] },
  timestamps: true,
}
