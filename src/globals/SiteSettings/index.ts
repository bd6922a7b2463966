import type { GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import { revalidateGlobal } from '../revalidateGlobal'
import { SOCIAL_PLATFORMS } from '@/utilities/socialPlatforms'

const CHARITY_NUMBER = /^\d{5}-?\d{4} ?RR\d{4}$/

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site Settings',
  access: editorSettings,
  admin: { description: 'The organisation’s details shown in the header, footer and forms of every page.' },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Used in page titles and messages.' } },
    {
      name: 'contacts',
      type: 'array',
      labels: { singular: 'Contact line', plural: 'Contact lines' },
      fields: [
        { type: 'row', fields: [
          { name: 'title', type: 'text', required: true, admin: { width: '30%' } },
          { name: 'value', type: 'text', required: true, admin: { width: '40%' } },
          {
            name: 'scheme',
            type: 'select',
            required: true,
            defaultValue: 'tel',
            admin: { width: '30%', description: 'How the line is linked.' },
            options: [
              { label: 'Telephone (tel:)', value: 'tel' },
              { label: 'E-mail (mailto:)', value: 'mailto' },
              { label: 'Web address', value: 'https' },
              { label: 'No link', value: 'none' },
            ],
          },
        ] },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', required: true },
        { type: 'row', fields: [
          { name: 'city', type: 'text', required: true },
          { name: 'province', type: 'text', required: true },
          { name: 'postalCode', type: 'text', required: true },
          { name: 'country', type: 'text', required: true, defaultValue: 'Canada' },
        ] },
      ],
    },
    { name: 'mapUrl', type: 'text', label: 'Map link', admin: { description: 'Opens the address on a map.' } },
    {
      name: 'socialMedia',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: SOCIAL_PLATFORMS.map((p) => ({ label: p.label, value: p.value })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'charityNumber',
      type: 'text',
      required: true,
      label: 'Charity registration number',
      validate: (value: string | null | undefined) =>
        !value || CHARITY_NUMBER.test(value) ? true : 'Use the format 12345-6789 RR0001.',
    },
    {
      name: 'supportInitiative',
      type: 'group',
      label: 'Canada-wide support initiative',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'ownHosts',
      type: 'array',
      label: 'This site’s own hosts',
      admin: {
        description:
          'Links to these hosts (for example the live, preview and staging addresses) open inside the site instead of a new tab.',
      },
      fields: [{ name: 'host', type: 'text', required: true }],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
