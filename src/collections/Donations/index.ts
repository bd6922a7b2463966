import type { CollectionConfig } from 'payload'
import { authenticated } from '@/access/authenticated'
import { exportDonationsCsv } from './exportCsv'
import { reconcileDonationsNow } from './reconcileEndpoint'
import { billingFields, giftFields } from './fields'

const nobody = () => false

/**
 * Every donation attempt, approved or not. Staff read it in the admin; only the server writes
 * it (overrideAccess). The card number and expiry are never stored: brand and last four only.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  labels: { singular: 'Donation', plural: 'Donations' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'amount', 'donationType', 'status', 'needsReview', 'b_lname', 'receiptNumber'],
    listSearchableFields: ['b_lname', 'b_email', 'referenceNum', 'receiptNumber'],
    group: 'Donations',
    description:
      'Every online donation attempt. Card numbers are never kept: only the brand and last four digits. Filter on "Needs review" for gifts the reconciliation could not settle. For the accountant: /api/donations/export.csv?from=2026-01-01&to=2026-12-31&status=approved',
  },
  access: { read: authenticated, create: nobody, update: authenticated, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: [exportDonationsCsv, reconcileDonationsNow],
  fields: [
    { name: 'summary', type: 'text', admin: { hidden: true } },
    { type: 'row', fields: [
      { name: 'amount', type: 'number', required: true, min: 0, admin: { step: 0.01 } },
      { name: 'donationType', type: 'select', required: true, index: true, options: [
        { label: 'Single', value: 'single' },
        { label: 'Monthly', value: 'monthly' },
      ] },
      { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Approved', value: 'approved' },
        { label: 'Declined', value: 'declined' },
        { label: 'Failed', value: 'failed' },
      ] },
      { name: 'receiptNumber', type: 'number', unique: true, admin: { description: 'Official receipt serial (approved single gifts).' } },
    ] },
    { type: 'row', fields: [
      {
        name: 'needsReview',
        label: 'Needs review',
        type: 'checkbox',
        index: true,
        defaultValue: false,
        admin: { description: 'Set by the reconciliation when it could not settle this gift alone. Clear it once handled.' },
      },
      { name: 'reviewNote', label: 'Why it needs review', type: 'text', admin: { condition: (data) => Boolean(data?.needsReview || data?.reviewNote) } },
    ] },
    ...giftFields,
    { type: 'collapsible', label: 'Donor and billing', fields: billingFields },
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        { type: 'row', fields: [
          { name: 'gateway', type: 'text' },
          { name: 'referenceNum', type: 'text', index: true },
          { name: 'authCode', type: 'text' },
        ] },
        { type: 'row', fields: [
          { name: 'responseCode', type: 'text', admin: { description: 'As sent to the browser.' } },
          { name: 'gatewayResponseCode', type: 'text', admin: { description: 'As the processor answered.' } },
          { name: 'message', type: 'text' },
        ] },
        { type: 'row', fields: [
          { name: 'cardBrand', type: 'text' },
          { name: 'cardLast4', type: 'text', label: 'Card last four' },
          { name: 'transDateTime', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ] },
        { name: 'recurring', type: 'relationship', relationTo: 'recurring-donations' },
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      admin: { readOnly: true, description: 'One per attempt from the browser: a repeated post gets the first answer.' },
    },
    { name: 'response', type: 'json', admin: { readOnly: true, description: 'The answer sent to the browser (no card data).' } },
  ],
  timestamps: true,
}
