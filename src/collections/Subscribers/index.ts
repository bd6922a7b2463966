import type { CollectionConfig } from 'payload'
import { support } from '@/access/support'
import { exportSubscribersCsv } from './exportCsv'

/** Newsletter sign-ups: one record per e-mail address, with when and where consent was given. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    group: 'Forms',
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'status', 'consentAt'],
    components: { beforeListTable: ['@/components/admin/ExportButton#ExportButton'] },
  },
  // Support may also add a person who asked by telephone or on paper.
  access: { read: support, create: support, update: support, delete: support },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubscribersCsv }],
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'subscribed',
      options: [
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'consentAt', type: 'date', required: true, admin: { description: 'When the person last asked to join.' } },
    { name: 'source', type: 'text', admin: { description: 'Where they signed up, for example "newsletter form (705)".' } },
    { name: 'unsubscribedAt', type: 'date' },
    {
      name: 'unsubscribeToken',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Goes into the unsubscribe link: /newsletter/unsubscribe?token=…' },
    },
  ],
  timestamps: true,
}
