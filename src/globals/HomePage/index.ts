import type { GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import { revalidateGlobal } from '../revalidateGlobal'

/**
 * The home page's own content around the CMS lists: partner logos on the first hero slide,
 * the vision section (its figures and key initiatives) and the full-width photo.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  access: editorSettings,
  admin: { description: 'The hero slides themselves are on the page at "/" (Pages → Home → Hero).' },
  fields: [
    {
      name: 'partnerLogos',
      type: 'array',
      maxRows: 2,
      admin: { description: 'Two partner logos shown on the first hero slide.' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'url', type: 'text' },
      ],
    },
    {
      name: 'vision',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', defaultValue: 'Our vision' },
        { name: 'text', type: 'textarea' },
        {
          name: 'figures',
          type: 'array',
          maxRows: 6,
          admin: { description: 'The figures, e.g. "25+" and "years of service".' },
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
          ],
        },
        {
          name: 'facts',
          type: 'array',
          admin: { description: 'Short lines under the figures, e.g. "Founded in 1997".' },
          fields: [{ name: 'text', type: 'text', required: true }],
        },
      ],
    },
    {
      name: 'initiatives',
      type: 'array',
      label: 'Key initiatives',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'link', type: 'text', admin: { description: 'A site path or a full address.' } },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'The full-width photo below the vision.' } },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
