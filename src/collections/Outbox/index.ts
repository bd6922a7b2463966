import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'
import { outboxReaders } from '@/access/outboxReaders'

/** E-mails kept here (and printed to the log) while no SMTP server is configured. */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'Forms',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'about', 'createdAt'],
    description: 'E-mails that would have been sent if SMTP_URL were set. Finance sees those about donations, Support those about form submissions.',
  },
  access: { read: outboxReaders, create: nobody, update: nobody, delete: outboxReaders },
  fields: [
    {
      name: 'about',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'A donation', value: 'donation' },
        { label: 'A form submission', value: 'form-submission' },
      ],
      admin: { description: 'Decides who may read it: Finance for donations, Support for form submissions.' },
    },
    { name: 'from', type: 'text' },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
  ],
  timestamps: true,
}
