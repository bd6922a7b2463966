import type { Field } from 'payload'
import { DONATION_AREAS, GIFT_TYPES, OCCASIONS } from '@/donations/constants'

/** Donor and billing details (the form's b_* fields). */
export const billingFields: Field[] = [
  { type: 'row', fields: [
    { name: 'b_fname', label: 'First name', type: 'text' },
    { name: 'b_lname', label: 'Last name', type: 'text' },
    { name: 'b_email', label: 'E-mail', type: 'email', index: true },
    { name: 'b_tel', label: 'Telephone', type: 'text' },
  ] },
  { name: 'b_add', label: 'Address', type: 'text' },
  { type: 'row', fields: [
    { name: 'b_city', label: 'City', type: 'text' },
    { name: 'b_prov', label: 'Province', type: 'text' },
    { name: 'b_pcode', label: 'Postal code', type: 'text' },
    { name: 'b_country', label: 'Country', type: 'text' },
  ] },
]

export const giftFields: Field[] = [
  { name: 'donationArea', type: 'select', options: DONATION_AREAS.map((a) => ({ label: a, value: a })) },
  { name: 'giftType', type: 'select', defaultValue: 'foundation', options: GIFT_TYPES.map((g) => ({ label: g.label, value: g.value })) },
  {
    name: 'honouree',
    type: 'group',
    label: 'In honour or memory of',
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
