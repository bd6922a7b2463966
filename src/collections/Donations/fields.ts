import type { Field } from 'payload'
import { donorFields } from '@/access/donorFields'
import { DONATION_AREAS, GIFT_TYPES, OCCASIONS } from '@/donations/constants'

/** Read only by Finance and administrators, even where the record is reached another way. */
export const donorOnly = { read: donorFields }

/** Donor and billing details (the form's b_* fields). */
export const billingFields: Field[] = [
  { type: 'row', fields: [
    { name: 'b_fname', label: 'First name', type: 'text', access: donorOnly },
    { name: 'b_lname', label: 'Last name', type: 'text', access: donorOnly },
    { name: 'b_email', label: 'E-mail', type: 'email', index: true, access: donorOnly },
    { name: 'b_tel', label: 'Telephone', type: 'text', access: donorOnly },
  ] },
  { name: 'b_add', label: 'Address', type: 'text', access: donorOnly },
  { type: 'row', fields: [
    { name: 'b_city', label: 'City', type: 'text', access: donorOnly },
    { name: 'b_prov', label: 'Province', type: 'text', access: donorOnly },
    { name: 'b_pcode', label: 'Postal code', type: 'text', access: donorOnly },
    { name: 'b_country', label: 'Country', type: 'text', access: donorOnly },
  ] },
]

export const giftFields: Field[] = [
  { name: 'donationArea', type: 'select', options: DONATION_AREAS.map((a) => ({ label: a, value: a })) },
  { name: 'giftType', type: 'select', defaultValue: 'foundation', options: GIFT_TYPES.map((g) => ({ label: g.label, value: g.value })) },
  {
    name: 'honouree',
    type: 'group',
    label: 'In honour or memory of',
    access: donorOnly,
    admin: { condition: (data) => data?.giftType && data.giftType !== 'foundation' },
    fields: [
      { name: 'occasion', type: 'select', options: OCCASIONS.map((o) => ({ label: o, value: o })) },
      { type: 'row', fields: [
        { name: 'title', type: 'text' },
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
      ] },
      { name: 'sendTo', label: 'Send the card to', type: 'text' },
      { name: 'address', type: 'text' },
      { type: 'row', fields: [
        { name: 'city', type: 'text' },
        { name: 'province', type: 'text' },
        { name: 'postalCode', type: 'text' },
        { name: 'country', type: 'text' },
      ] },
      { name: 'sentOnBehalfOf', type: 'text' },
      { name: 'nameOnCard', type: 'text' },
      { name: 'message', type: 'textarea' },
    ],
  },
  { name: 'mailingList', label: 'Wants to receive information (mailing list)', type: 'checkbox' },
  { name: 'officeNote', label: 'Office use note', type: 'textarea' },
]
