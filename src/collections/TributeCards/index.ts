import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'
import { tributeCardStaff } from '@/access/tributeCardStaff'
import { markTributeCardSent, printTributeCard } from './endpoints'

/**
 * One record per honour or memoriam card that has been posted: which gift, when, and who marked
 * it sent. The cards still to send are listed at /admin/tribute-cards (src/donations/tributeCards.ts);
 * a record is made only through its "Mark sent" button, and never edited or deleted, so the
 * donor's page can say when their card went out.
 */
export const TributeCards: CollectionConfig = {
  slug: 'tribute-cards',
  labels: { singular: 'Tribute card sent', plural: 'Tribute cards sent' },
  admin: {
    group: 'Donations',
    useAsTitle: 'sentByEmail',
    defaultColumns: ['donation', 'sentAt', 'sentByEmail'],
    description: 'Honour and memoriam cards already posted. The cards still to send, with their PDFs, are under "Tribute cards to send".',
  },
  access: { read: tributeCardStaff, create: nobody, update: nobody, delete: nobody },
  endpoints: [printTributeCard, markTributeCardSent],
  defaultSort: '-sentAt',
  fields: [
    { name: 'donation', type: 'relationship', relationTo: 'donations', required: true, unique: true, index: true },
    { type: 'row', fields: [
      { name: 'sentAt', label: 'Sent on', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'sentBy', label: 'Sent by', type: 'relationship', relationTo: 'users' },
      // Kept as text too, so the record still says who after the account is deleted.
      { name: 'sentByEmail', label: 'Sent by (e-mail)', type: 'email', required: true },
    ] },
  ],
  timestamps: true,
}
