import type { CollectionConfig, Endpoint } from 'payload'
import { donorRecords } from '@/access/donorRecords'
import { hasRole } from '@/access/hasRole'
import { auditDonorReads } from '@/audit/donorReads'
import { issueAnnualReceipts } from '@/donations/annualReceipts'
import { donorOnly } from '../Donations/fields'

/** POST /api/annual-receipts/issue?year=2026 (Finance): issues the year's missing receipts. */
const issueEndpoint: Endpoint = {
  path: '/issue',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'finance')) return Response.json({ errors: [{ message: 'Only Finance or an administrator can issue receipts.' }] }, { status: 403 })
    const year = Number(req.searchParams.get('year'))
    if (!Number.isInteger(year) || year < 2000 || year > new Date().getFullYear()) {
      return Response.json({ errors: [{ message: 'Give a past or current year, e.g. ?year=2026.' }] }, { status: 400 })
    }
    return Response.json(await issueAnnualReceipts(req.payload, year))
  },
}

/**
 * One consolidated official receipt per monthly donor and year, issued by February 28th of the
 * following year. Issuing is idempotent: a donor's receipt for a year is created once.
 */
export const AnnualReceipts: CollectionConfig = {
  slug: 'annual-receipts',
  labels: { singular: 'Annual receipt', plural: 'Annual receipts' },
  admin: {
    useAsTitle: 'serial',
    defaultColumns: ['serial', 'year', 'b_lname', 'amount', 'issuedAt'],
    group: 'Donations',
    description: 'Consolidated receipts for monthly donors. Kept as issued; to correct one, add a Receipt correction. To issue a year’s receipts: POST /api/annual-receipts/issue?year=2026 as Finance.',
  },
  access: donorRecords,
  hooks: { afterOperation: [auditDonorReads] },
  endpoints: [issueEndpoint],
  fields: [
    { type: 'row', fields: [
      { name: 'serial', type: 'text', required: true, unique: true },
      { name: 'year', type: 'number', required: true, index: true },
      { name: 'amount', type: 'number', required: true },
      { name: 'giftCount', type: 'number' },
      { name: 'issuedAt', type: 'date' },
    ] },
    { name: 'donorKey', type: 'text', required: true, unique: true, admin: { hidden: true }, access: donorOnly },
    { type: 'row', fields: [
      { name: 'b_fname', access: donorOnly, label: 'First name', type: 'text' },
      { name: 'b_lname', access: donorOnly, label: 'Last name', type: 'text' },
      { name: 'b_email', access: donorOnly, label: 'E-mail', type: 'text' },
    ] },
    { name: 'b_add', access: donorOnly, label: 'Address', type: 'text' },
    { type: 'row', fields: [
      { name: 'b_city', access: donorOnly, label: 'City', type: 'text' },
      { name: 'b_prov', access: donorOnly, label: 'Province', type: 'text' },
      { name: 'b_pcode', access: donorOnly, label: 'Postal code', type: 'text' },
      { name: 'b_country', access: donorOnly, label: 'Country', type: 'text' },
    ] },
    { name: 'donations', type: 'relationship', relationTo: 'donations', hasMany: true },
    {
      name: 'corrections',
      type: 'join',
      collection: 'receipt-corrections',
      on: 'annualReceipt',
      admin: { description: 'Voids and replacements of this receipt. The original stays as issued.' },
    },
  ],
  timestamps: true,
}
