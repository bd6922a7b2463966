import type { CollectionConfig } from 'payload'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'
import { SHOW_AS, SHOW_AS_LABELS } from '@/fundraising/donorName'
import { MESSAGE_MAX_LENGTH } from '@/fundraising/rules'

const fixed = { create: () => false, update: () => false }

/**
 * An online gift credited to a fundraising page: the amount, the name as the donor chose
 * to appear (decided at the gift; the donor's other details stay on the donation, which only
 * Finance reads) and their message. Written by the server with the donation (pending) and approved with it; Finance may
 * hide a message or void the credit. Database triggers keep the page's total (see
 * src/fundraising/totalsTriggers.ts), so the total changes in the same transaction as the gift.
 */
export const FundraisingGifts: CollectionConfig<'fundraising-gifts'> = {
  slug: 'fundraising-gifts',
  labels: { singular: 'Gift to a fundraising page', plural: 'Gifts to fundraising pages' },
  admin: { group: 'Fundraising', useAsTitle: 'displayName', defaultColumns: ['displayName', 'amount', 'fundraiser', 'message', 'messageHidden', 'createdAt'] },
  access: { read: finance, create: nobody, update: finance, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'fundraiser', type: 'relationship', relationTo: 'fundraisers', required: true, index: true, access: fixed },
    { name: 'donation', type: 'relationship', relationTo: 'donations', required: true, unique: true, access: fixed },
    { name: 'amount', type: 'number', required: true, min: 0.01, access: fixed },
    {
      // Written with the pending donation, before the card is charged, so a credit is never lost
      // between the charge and its record; only approved credits count.
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: 'Waiting for the payment' },
        { value: 'approved', label: 'Approved' },
        { value: 'declined', label: 'Not charged' },
      ],
      access: fixed,
    },
    { name: 'showAs', type: 'select', required: true, options: SHOW_AS.map((value) => ({ value, label: SHOW_AS_LABELS[value] })), access: fixed },
    { name: 'displayName', type: 'text', required: true, access: fixed },
    { name: 'message', type: 'textarea', maxLength: MESSAGE_MAX_LENGTH, access: fixed },
    { name: 'messageHidden', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Hide this message from the public pages (the gift still counts).' } },
    { name: 'voided', type: 'checkbox', defaultValue: false, admin: { description: 'A refunded or reversed gift: no longer counted in the totals.' } },
    { name: 'voidReason', type: 'text' },
    // Set when the fundraiser's thank-you is queued, so each donor is thanked once (src/fundraising/thankDonors.ts).
    { name: 'thankedAt', type: 'date', access: fixed, admin: { readOnly: true, description: 'When the fundraiser’s thank-you e-mail was sent to this donor.' } },
  ],
  hooks: { afterChange: [revalidateFundraisingHook] },
  timestamps: true,
}
