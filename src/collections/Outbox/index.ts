import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'
import { support } from '@/access/support'

/** Notification e-mails kept here (and printed to the log) while no SMTP server is configured. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'Forms',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    description: 'E-mails that would have been sent if SMTP_URL were set.',
  },
  access: { read: support, create: nobody, update: nobody, delete: support },
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
  ],
  timestamps: true,
}
