import type { CollectionConfig } from 'payload'
import { support } from '@/access/support'
import { AGE_BANDS, experienceOptions, LANGUAGES } from '@/peerSupport/experiences'
import { isSupportGroupCity } from '@/peerSupport/regions'

/**
 * Trained peer volunteers: survivors and partners who call a person who asked for one-on-one
 * support. Listed by what they lived through, so a request can be matched to them. Support and
 * administrators only; a volunteer sees their own introductions on their own page, never this.
 */
export const PeerVolunteers: CollectionConfig = {
  slug: 'peer-volunteers',
  labels: { singular: 'Peer volunteer', plural: 'Peer volunteers' },
  admin: {
    group: 'Peer support',
    useAsTitle: 'firstName',
    defaultColumns: ['firstName', 'region', 'languages', 'experiences', 'callsPerMonth', 'status'],
    listSearchableFields: ['firstName', 'email'],
    description: 'Trained volunteers who call people who asked for peer support.',
  },
  access: { read: support, create: support, update: support, delete: support },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, admin: { width: '50%', description: 'The only name a person is told.' } },
        { name: 'status', type: 'select', required: true, defaultValue: 'active', index: true, options: [{ label: 'Active', value: 'active' }, { label: 'Paused', value: 'paused' }], admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, unique: true, admin: { width: '50%', description: 'Introductions and sign-in links go here.' } },
        { name: 'phone', type: 'text', admin: { width: '50%' } },
      ],
    },
    { name: 'languages', type: 'select', hasMany: true, required: true, defaultValue: ['English'], options: [...LANGUAGES] },
    {
      name: 'region',
      type: 'text',
      admin: { description: 'A city with a support group (as on Find a Group), for matching people nearby.' },
      validate: async (value: unknown, { req }: { req: Parameters<typeof isSupportGroupCity>[0] }) =>
        !value || (await isSupportGroupCity(req, String(value))) ? true : 'Use the city of one of our support groups, as listed on Find a Group.',
    },
    { name: 'experiences', label: 'What they lived through', type: 'select', hasMany: true, options: experienceOptions },
    { name: 'ageBand', label: 'Age at diagnosis', type: 'select', options: AGE_BANDS.map(({ value, label }) => ({ value, label })) },
    {
      type: 'row',
      fields: [
        { name: 'trainingCompletedOn', label: 'Training completed', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'callsPerMonth',
          label: 'Calls a month',
          type: 'number',
          required: true,
          defaultValue: 2,
          min: 1,
          max: 20,
          admin: { width: '50%', description: 'Open introductions up to this number; beyond it, the volunteer is not offered.' },
        },
      ],
    },
    { name: 'notes', type: 'textarea', admin: { description: 'For staff only.' } },
  ],
  timestamps: true,
}
