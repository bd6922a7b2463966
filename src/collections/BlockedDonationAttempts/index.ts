import type { CollectionConfig } from 'payload'
import { donorRecords } from '@/access/donorRecords'
import { BLOCK_REASONS } from '@/donations/blockReasons'

/**
 * Donation attempts the card-testing defence refused before they reached the payment service:
 * a keyed hash of the sender's address, the reason and the time. No card data, no address.
 * Finance reads it in the admin to see an attack; only the server writes it (overrideAccess).
 */
export const BlockedDonationAttempts: CollectionConfig = {
  slug: 'blocked-donation-attempts',
  labels: { singular: 'Blocked donation attempt', plural: 'Blocked donation attempts' },
  admin: {
    group: 'Donations',
    useAsTitle: 'reason',
    defaultColumns: ['createdAt', 'reason', 'addressHash'],
    description:
      'Donation attempts refused before reaching the payment service, after a run of declined cards (card testing). The address is kept only as a keyed hash; no card data is kept.',
  },
  access: donorRecords,
  defaultSort: '-createdAt',
  fields: [
    { name: 'reason', type: 'select', required: true, index: true, options: BLOCK_REASONS.map((r) => ({ label: r.label, value: r.value })), admin: { readOnly: true } },
    {
      name: 'addressHash',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'A keyed hash of the sender’s address: the same address always gives the same hash.' },
    },
  ],
}
