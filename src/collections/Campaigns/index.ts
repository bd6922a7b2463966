import type { CollectionConfig } from 'payload'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { anyone } from '@/access/anyone'
import { campaignTextEditors } from '@/access/campaignTextEditors'
import { finance } from '@/access/finance'
import { financeField } from '@/access/financeField'
import { DONATION_AREAS } from '@/donations/constants'
import { checkGoal, checkPlainText, checkSlug, STORY_MAX_LENGTH } from '@/fundraising/rules'

const financeOnly = { create: financeField, update: financeField }

/**
 * One fundraising campaign per event (the walk, the ride, the golf day): participants make their
 * own pages under it. Finance and administrators create campaigns and set the money, dates and
 * links; Editors may change the texts and picture only.
 */
export const Campaigns: CollectionConfig<'campaigns'> = {
  slug: 'campaigns',
  labels: { singular: 'Campaign', plural: 'Campaigns' },
  admin: { group: 'Fundraising', useAsTitle: 'title', defaultColumns: ['title', 'startsOn', 'endsOn', 'goal'] },
  access: { read: anyone, create: finance, update: campaignTextEditors, delete: finance },
  defaultSort: '-startsOn',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: financeOnly,
      validate: checkSlug,
      admin: { description: 'The campaign page’s address: /get-involved/fundraise/<this>.' },
    },
    {
      name: 'story',
      type: 'textarea',
      validate: (value: unknown) => checkPlainText(value, STORY_MAX_LENGTH, 'The story'),
      admin: { description: 'Plain text. Leave a blank line between paragraphs.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'event', type: 'relationship', relationTo: 'events', access: financeOnly, admin: { description: 'The event page that shows this campaign.' } },
    {
      name: 'donationArea',
      type: 'select',
      required: true,
      options: DONATION_AREAS.map((area) => ({ label: area, value: area })),
      access: financeOnly,
      admin: { description: 'Gifts to the campaign’s pages are recorded under this area of the donation form.' },
    },
    { type: 'row', fields: [
      { name: 'goal', type: 'number', required: true, access: financeOnly, validate: checkGoal, admin: { description: 'Dollars, for the whole campaign.' } },
      { name: 'suggestedGoal', label: 'Suggested personal goal', type: 'number', access: financeOnly, validate: (v: unknown) => (v == null ? true : checkGoal(v)) },
    ] },
    { type: 'row', fields: [
      { name: 'startsOn', type: 'date', required: true, access: financeOnly, admin: { date: { pickerAppearance: 'dayOnly' } } },
      { name: 'endsOn', type: 'date', required: true, access: financeOnly, admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Gifts are taken until the end of this day.' } },
    ] },
    { name: 'teamsAllowed', type: 'checkbox', defaultValue: true, access: financeOnly },
  ],
  hooks: { afterChange: [revalidateFundraisingHook] },
  timestamps: true,
}
