import type { CollectionConfig, Condition } from 'payload'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'
import { postalCodeProblem, postalCountryOf } from '@/forms/addressRules'
import { offlineGiftGoalHook } from '@/fundraising/offlineGiftGoal'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { offlineReceiptEndpoint } from './receiptEndpoint'

const fixedOnceRecorded = { update: () => false }

/** The receipt's number, date and corrections mean something only on a gift already saved. */
const onceRecorded: Condition = (_data, _siblings, { operation }) => operation !== 'create'

type ReceiptFields = { issueReceipt?: boolean | null; receiptCountry?: string | null }
type ValidateOptions = { data?: ReceiptFields; operation?: string }

/** A receipt names the giver and their address, as the Canada Revenue Agency asks: required once a receipt is asked for. */
const neededForReceipt =
  (what: string) =>
  (value: unknown, { data }: ValidateOptions): true | string =>
    !data?.issueReceipt || (typeof value === 'string' && value.trim()) ? true : `An official receipt needs ${what}.`

/** A name typed with the box left empty would give the giver no receipt: said at the field when recording. */
function receiptName(value: unknown, options: ValidateOptions): true | string {
  if (options.operation === 'create' && !options.data?.issueReceipt && typeof value === 'string' && value.trim()) {
    return 'A name here gives no receipt until the box above is ticked: tick it, or leave the name empty.'
  }
  return neededForReceipt('the giver’s full name')(value, options)
}

function receiptPostalCode(value: unknown, options: ValidateOptions): true | string {
  const needed = neededForReceipt('the postal code')(value, options)
  if (needed !== true || !options.data?.issueReceipt) return needed
  return postalCodeProblem(String(value), postalCountryOf(options.data.receiptCountry ?? '')) ?? true
}

/**
 * Cash and cheques a fundraiser collected, recorded by Finance against their page. They count in
 * the page's, team's and campaign's totals (kept by database triggers, as online gifts). A
 * recorded gift is never edited: a mistake is voided, with the reason, and recorded again. A gift
 * whose giver asked for an official receipt names them and their address; its receipt is numbered
 * in the online gifts' series and downloaded as a PDF (src/fundraising/offlineReceipt.ts).
 */
export const OfflineGifts: CollectionConfig<'offline-gifts'> = {
  slug: 'offline-gifts',
  labels: { singular: 'Offline gift (cash or cheque)', plural: 'Offline gifts (cash and cheques)' },
  admin: { group: 'Fundraising', useAsTitle: 'donorName', defaultColumns: ['fundraiser', 'amount', 'kind', 'receivedOn', 'donorName', 'issueReceipt', 'receiptNumber', 'voided'] },
  endpoints: [offlineReceiptEndpoint],
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
    {
      name: 'issueReceipt',
      label: 'The giver asked for an official receipt',
      type: 'checkbox',
      defaultValue: false,
      access: fixedOnceRecorded,
      admin: { description: 'Tick it and give their name and postal address below. The receipt takes the next number of the same series as online gifts.' },
    },
    {
      type: 'collapsible',
      label: 'Official receipt',
      // On a new gift the fields are there from the start: shown only once the box is ticked, they
      // waited on a round trip to the server, which a busy server answered late or not at all.
      admin: { condition: (data, _siblings, { operation }) => operation === 'create' || Boolean(data?.issueReceipt) },
      fields: [
        { name: 'receiptLink', type: 'ui', admin: { components: { Field: '@/components/admin/OfflineReceiptLink.client#OfflineReceiptLink' } } },
        { type: 'row', admin: { condition: onceRecorded }, fields: [
          { name: 'receiptNumber', type: 'number', unique: true, index: true, access: { create: () => false, update: () => false }, admin: { readOnly: true, description: 'Given when the receipt is first downloaded, or within 10 minutes.' } },
          { name: 'receiptIssuedAt', label: 'Receipt issued', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        ] },
        { name: 'receiptName', label: 'Giver’s full name, as on the receipt', type: 'text', maxLength: 120, access: fixedOnceRecorded, validate: receiptName },
        { name: 'receiptStreet', label: 'Street address', type: 'text', maxLength: 200, access: fixedOnceRecorded, validate: neededForReceipt('the street address') },
        { type: 'row', fields: [
          { name: 'receiptCity', label: 'City', type: 'text', maxLength: 100, access: fixedOnceRecorded, validate: neededForReceipt('the city') },
          { name: 'receiptProvince', label: 'Province', type: 'text', maxLength: 50, defaultValue: 'BC', access: fixedOnceRecorded, validate: neededForReceipt('the province') },
          { name: 'receiptPostalCode', label: 'Postal code', type: 'text', maxLength: 20, access: fixedOnceRecorded, validate: receiptPostalCode },
          { name: 'receiptCountry', label: 'Country', type: 'text', maxLength: 60, defaultValue: 'Canada', access: fixedOnceRecorded },
        ] },
        { name: 'corrections', type: 'join', collection: 'receipt-corrections', on: 'offlineGift', admin: { condition: onceRecorded, description: 'Voids and replacements of this gift’s receipt. The original stays as issued.' } },
      ],
    },
    { name: 'voided', type: 'checkbox', defaultValue: false, admin: { description: 'A gift recorded by mistake or returned: no longer counted. Its official receipt, if it had one, stays as issued: void it under Receipt corrections.' } },
    { name: 'voidReason', type: 'text', admin: { condition: (data) => Boolean(data?.voided) } },
  ],
  hooks: { afterChange: [revalidateFundraisingHook, offlineGiftGoalHook] },
  timestamps: true,
}
