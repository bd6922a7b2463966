import type { CollectionConfig } from 'payload'
import { revalidateFundraisingHook } from '@/fundraising/revalidate'
import { finance } from '@/access/finance'
import { nobody } from '@/access/nobody'
import { checkBlockedWords } from '@/fundraising/blockedWords'
import { checkSlug } from '@/fundraising/rules'

/**
 * A team of fundraising pages. Its captain makes it; others join it when it is open or with the
 * code the captain shares (kept as a hash). Its total is the sum of its members' pages, summed by
 * the database.
 */
export const FundraisingTeams: CollectionConfig<'fundraising-teams'> = {
  slug: 'fundraising-teams',
  labels: { singular: 'Fundraising team', plural: 'Fundraising teams' },
  admin: { group: 'Fundraising', useAsTitle: 'name', defaultColumns: ['name', 'campaign', 'open', 'hidden'] },
  access: { read: finance, create: nobody, update: finance, delete: nobody },
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
    { name: 'captain', type: 'relationship', relationTo: 'fundraisers' },
    { name: 'open', type: 'checkbox', defaultValue: true, admin: { description: 'Anyone may join an open team; a closed one needs the captain’s code.' } },
    { name: 'joinCodeHash', type: 'text', access: { read: () => false, update: () => false, create: () => false }, admin: { hidden: true } },
    { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
  hooks: { afterChange: [revalidateFundraisingHook] },
  timestamps: true,
}
