import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig, type Field } from 'payload'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { FIND_A_GROUP_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.supportGroups], paths: () => [FIND_A_GROUP_PATH] })

const half = (field: Field): Field => ({ ...field, admin: { ...field.admin, width: '50%' } }) as Field

/**
 * A support group: where and when it meets, who to call (up to four contacts), other
 * languages, and links. Listed on Find a Group; /get-support/support-groups/find-a-group#{slug}
 * scrolls to it.
 */
export const SupportGroups: CollectionConfig = {
  slug: 'support-groups',
  labels: { singular: 'Support group', plural: 'Support groups' },
  access: publishedContent,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', 'province', '_status'],
    description: 'Listed by city on the Find a Group page.',
  },
  defaultSort: 'city',
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Used in the admin and for the address (slug).' } },
    {
      type: 'row',
      fields: [
        half({ name: 'city', type: 'text', required: true, index: true }),
        half({ name: 'province', type: 'text', required: true, defaultValue: 'BC' }),
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Group',
          fields: [
            { name: 'groupName', type: 'text', required: true, label: 'Group name', admin: { description: 'The name shown on the site.' } },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            {
              name: 'blueBoxMessage',
              type: 'textarea',
              label: 'Blue box message',
              admin: { description: 'A short notice shown highlighted, e.g. “Meetings move online in July.”' },
            },
            { name: 'mapUrl', type: 'text', label: 'Map link', admin: { description: 'Opens the meeting place on a map.' } },
            { name: 'learnMore', type: 'text', label: 'Learn more link' },
          ],
        },
        {
          label: 'Meetings',
          fields: [
            {
              name: 'meeting',
              type: 'group',
              label: 'When and where',
              fields: [
                { type: 'row', fields: [half({ name: 'when', type: 'text' }), half({ name: 'time', type: 'text' })] },
                { name: 'where', type: 'textarea' },
                { name: 'mailingAddress', type: 'textarea', label: 'Mailing address' },
                { name: 'note', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Contacts',
          fields: [
            {
              name: 'contacts',
              type: 'array',
              maxRows: 4,
              labels: { singular: 'Contact', plural: 'Contacts' },
              admin: { description: 'Up to four people to contact.' },
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  type: 'row',
                  fields: [
                    { name: 'phone', type: 'text', admin: { width: '33%' } },
                    { name: 'phone2', type: 'text', label: 'Second phone', admin: { width: '33%' } },
                    { name: 'cell', type: 'text', admin: { width: '33%' } },
                  ],
                },
                { name: 'email', type: 'email' },
                { name: 'note', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Languages and social media',
          fields: [
            {
              name: 'otherLanguages',
              type: 'group',
              label: 'Other languages',
              fields: [
                { name: 'available', type: 'checkbox', defaultValue: false, label: 'Meetings or help in other languages' },
                { name: 'languages', type: 'text', admin: { description: 'For example: Punjabi, Cantonese.' } },
                { name: 'message', type: 'textarea' },
              ],
            },
            {
              name: 'social',
              type: 'group',
              label: 'Social media',
              fields: [
                { type: 'row', fields: [half({ name: 'facebook', type: 'text' }), half({ name: 'instagram', type: 'text' })] },
              ],
            },
          ],
        },
      ],
    },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
