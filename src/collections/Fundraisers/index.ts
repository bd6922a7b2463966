import type { CollectionConfig } from 'payload'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'
import { checkBlockedWords } from '@/fundraising/blockedWords'
import { checkGoal, checkPlainText, checkSlug, STORY_MAX_LENGTH } from '@/fundraising/rules'

/**
 * A participant's fundraising page. Made by the sign-up (the server), live at once; Finance may
 * hide it. Only Finance reads the records through the admin and API: the public pages read the
 * shown fields on the server, and a fundraiser sees their own through their e-mailed sign-in.
 * The money raised is not kept here but in fundraising-page-totals, kept by the database.
 */
export const Fundraisers: CollectionConfig<'fundraisers'> = {
  slug: 'fundraisers',
  labels: { singular: 'Fundraising page', plural: 'Fundraising pages' },
  admin: { group: 'Fundraising', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'campaign', 'team', 'hidden', 'createdAt'] },
  access: { read: finance, create: nobody, update: finance, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', required: true, index: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: async (value: unknown, { req }: { req: { payload: import('payload').Payload } }) => {
        const shape = checkSlug(value)
        return shape === true ? checkBlockedWords(req.payload, String(value).replace(/-/g, ' ')) : shape
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: 80, validate: async (value: unknown, { req }: { req: { payload: import('payload').Payload } }) => checkBlockedWords(req.payload, String(value ?? '')) },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'goal', type: 'number', required: true, validate: checkGoal },
    {
      name: 'story',
      type: 'textarea',
      validate: async (value: unknown, { req }: { req: { payload: import('payload').Payload } }) => {
        const plain = checkPlainText(value, STORY_MAX_LENGTH, 'The story')
        return plain === true ? checkBlockedWords(req.payload, String(value ?? '')) : plain
      },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'team', type: 'relationship', relationTo: 'fundraising-teams', index: true },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'A hidden page shows "not available" and takes no gifts.' },
    },
    { name: 'goalReachedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, description: 'When the page first reached its goal (the e-mail is sent once).' } },
    { name: 'lastWeekReminderAt', type: 'date', admin: { position: 'sidebar', readOnly: true, description: 'When the “one week to go” e-mail was sent (once per page).' } },
    { name: 'erased', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', readOnly: true, description: 'Anonymised on the person’s request; its gifts stay for the receipts.' } },
  ],
  hooks: { afterChange: [revalidateFundraisingHook] },
  timestamps: true,
}
