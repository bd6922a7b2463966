import type { GlobalConfig } from 'payload'
import { hasRole } from '@/access/hasRole'
import { support } from '@/access/support'
import { revalidateGlobal } from '../revalidateGlobal'
import { formSelectOptions } from '@/forms/formOptions'

/** Who is told about each form's submissions, and the peer-support topics the form offers. */
export const FormSettings: GlobalConfig = {
  slug: 'form-settings',
  label: 'Form settings',
  admin: { group: 'Forms' },
  access: { read: () => true, update: support },
  fields: [
    {
      name: 'recipients',
      type: 'array',
      labels: { singular: 'Recipient', plural: 'Notification recipients' },
      admin: { description: 'Each submission is e-mailed to every address listed for its form.' },
      // E-mail addresses of staff are not public, though the topics are.
      access: { read: ({ req }) => hasRole(req.user, 'support') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'form', type: 'select', required: true, options: formSelectOptions, admin: { width: '50%' } },
            { name: 'email', type: 'email', required: true, admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      name: 'peerSupportTopics',
      type: 'array',
      labels: { singular: 'Topic', plural: 'Peer support topics' },
      admin: { description: 'The topics a person can tick on the peer support form, each with its sub-topics.' },
      fields: [
        {
          name: 'topicId',
          type: 'text',
          required: true,
          admin: { description: 'Short lowercase name used in the submitted data, for example "treatment". Keep it unchanged once in use.' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^[a-z0-9][a-z0-9_-]{0,40}$/.test(value) ? true : 'Use lowercase letters, digits, - or _ (up to 41).',
        },
        { name: 'main', type: 'text', required: true, label: 'Main topic' },
        { name: 'subTopics', type: 'array', fields: [{ name: 'label', type: 'text', required: true }] },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
