import type { CollectionConfig } from 'payload'
import { donorRecords } from '@/access/donorRecords'
import { finance } from '@/access/finance'
import { auditDonorReads } from '@/audit/donorReads'
import { billingFields, donorOnly } from '../Donations/fields'
import { DONATION_AREAS } from '@/donations/constants'
import { onlyCancellation, recordCancellation } from './cancellation'

/**
 * Monthly giving enrolments. The card lives in the processor's vault; we keep its token only.
 * Finance cancels an enrolment by setting its status to Cancelled (who and when are kept);
 * nobody deletes one, and staff change nothing else (the monthly charge job does, as the server).
 */
export const RecurringDonations: CollectionConfig = {
  slug: 'recurring-donations',
  labels: { singular: 'Monthly gift', plural: 'Monthly gifts' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'amount', 'status', 'nextChargeDate', 'createdAt'],
    group: 'Donations',
    description: 'Monthly Giving Program enrolments, charged on the 15th of each month.',
  },
  access: { ...donorRecords, update: finance },
  fields: [
    { name: 'summary', type: 'text', admin: { hidden: true }, access: donorOnly },
    { type: 'row', fields: [
      { name: 'amount', type: 'number', required: true, min: 0.01 },
      { name: 'status', type: 'select', required: true, index: true, defaultValue: 'active', options: [
        { label: 'Active', value: 'active' },
        { label: 'Failing (needs staff)', value: 'failing' },
        { label: 'Cancelled', value: 'cancelled' },
      ] },
      { name: 'nextChargeDate', type: 'date', index: true },
    ] },
    { name: 'donationArea', type: 'select', options: DONATION_AREAS.map((a) => ({ label: a, value: a })) },
    { type: 'collapsible', label: 'Donor', fields: billingFields },
    { type: 'row', fields: [
      { name: 'gateway', type: 'text', required: true },
      { name: 'token', type: 'text', required: true, admin: { readOnly: true, description: 'The processor’s vault reference (never the card).' } },
      { name: 'cardBrand', type: 'text' },
      { name: 'cardLast4', type: 'text' },
    ] },
    { type: 'row', fields: [
      { name: 'failedAttempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
      { name: 'retryAt', type: 'date', admin: { readOnly: true, description: 'When a failed charge is tried again.' } },
      { name: 'lastChargedAt', type: 'date', admin: { readOnly: true } },
    ] },
    { type: 'row', fields: [
      { name: 'cancelledAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'cancelledBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    ] },
    { type: 'row', fields: [
      { name: 'pausedUntil', type: 'date', admin: { readOnly: true, description: 'Set by the donor on My giving: no charge before this date.' } },
      { name: 'askForNewCardOn', type: 'date', admin: { readOnly: true, description: 'When the donor is asked for a new card (30 days before the card’s expiry month).' } },
      { name: 'newCardAskedAt', type: 'date', admin: { readOnly: true } },
      { name: 'recoveredAt', type: 'date', index: true, admin: { readOnly: true, description: 'When a missed month was charged after the donor replaced the card.' } },
    ] },
    {
      name: 'donorChanges',
      label: 'Changes made by the donor',
      type: 'array',
      admin: { readOnly: true, description: 'What the donor changed on My giving (also in the audit trail).' },
      access: donorOnly,
      fields: [
        { type: 'row', fields: [
          { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'change', type: 'text', required: true },
        ] },
      ],
    },
    {
      name: 'cancellationReason',
      type: 'textarea',
      admin: { description: 'Why the gift was cancelled (for example: the donor asked by telephone).' },
    },
  ],
  hooks: {
    beforeChange: [onlyCancellation],
    afterChange: [recordCancellation],
    afterOperation: [auditDonorReads],
  },
  timestamps: true,
}
