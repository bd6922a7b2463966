import type { CollectionConfig, Endpoint } from 'payload'
import { authenticated } from '@/access/authenticated'
import { issueAnnualReceipts } from '@/donations/annualReceipts'

const nobody = () => false

/** POST /api/annual-receipts/issue?year=2026 (signed-in staff): issues the year's missing receipts. */
const issueEndpoint: Endpoint = {
  path: '/issue',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Sign in to issue receipts.' }] }, { status: 403 })
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
    description: 'Consolidated receipts for monthly donors. To issue a year’s receipts: POST /api/annual-receipts/issue?year=2026 while signed in.',
  },
  access: { read: authenticated, create: nobody, update: nobody, delete: nobody },
  endpoints: [issueEndpoint],
  fields: [
    { type: 'row', fields: [
      { name: 'serial', type: 'text', required: true, unique: true },
      { name: 'year', type: 'number', required: true, index: true },
      { name: 'amount', type: 'number', required: true },
      { name: 'giftCount', type: 'number' },
      { name: 'issuedAt', type: 'date' },
    ] },
    { name: 'donorKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { type: 'row', fields: [
      { name: 'b_fname', label: 'First name', type: 'text' },
      { name: 'b_lname', label: 'Last name', type: 'text' },
      { name: 'b_email', label: 'E-mail', type: 'text' },
    ] },
    { name: 'b_add', label: 'Address', type: 'text' },
    { type: 'row', fields: [
      { name: 'b_city', label: 'City', type: 'text' },
      { name: 'b_prov', label: 'Province', type: 'text' },
      { name: 'b_pcode', label: 'Postal code', type: 'text' },
      { name: 'b_country', label: 'Country', type: 'text' },
    ] },
    { name: 'donations', type: 'relationship', relationTo: 'donations', hasMany: true },
  ],
  timestamps: true,
}
