import type { CollectionConfig } from 'payload'
import { supportRecords } from '@/access/supportRecords'
import { formSelectOptions } from '@/forms/formOptions'
import { exportSubmissionsCsv } from './exportCsv'
import { releaseFromSpam } from './releaseFromSpam'

/**
 * Every form post that passed validation, stored before the visitor is answered. Posts the spam
 * checks caught are kept too, as "Spam" (the spam folder: filter the list by that status), so a
 * person wrongly caught is never lost: setting such a post to "Queued" sends it on. Only Support
 * (and administrators) read them; nobody creates them through the API (the form endpoint writes
 * with the server's rights).
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: {
    group: 'Forms',
    useAsTitle: 'name',
    defaultColumns: ['form', 'name', 'email', 'createdAt', 'deliveryStatus'],
    listSearchableFields: ['name', 'email'],
    description: 'Posts sent through the site’s forms. Spam-caught posts have the status “Spam”.',
    components: { beforeListTable: ['@/components/admin/ExportButton#ExportButton'] },
  },
  access: supportRecords,
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissionsCsv }],
  hooks: { afterChange: [releaseFromSpam] },
  fields: [
    // Which form a post came through is a fact of the post: nobody changes it afterwards.
    { name: 'form', type: 'select', required: true, index: true, options: formSelectOptions, access: { update: () => false }, admin: { readOnly: true } },
    { name: 'name', type: 'text', admin: { readOnly: true } },
    { name: 'email', type: 'text', index: true, admin: { readOnly: true } },
    {
      name: 'fields',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'What the visitor sent, field by field.', components: { Field: '@/components/admin/ReadableJson.client#SubmittedFields' } },
    },
    {
      name: 'ipHash',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'A keyed hash of the sender’s address (the address itself is not kept).' },
    },
    {
      name: 'deliveryStatus',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [
        { label: 'Queued', value: 'queued' },
        { label: 'Retrying', value: 'retrying' },
        { label: 'Sent', value: 'sent' },
        { label: 'Kept in outbox (no mail server)', value: 'outbox' },
        { label: 'Failed: follow up by hand', value: 'failed' },
        { label: 'Spam: set to Queued to send it on', value: 'spam' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'spamReason',
      type: 'select',
      options: [
        { label: 'Hidden field filled in (a robot)', value: 'honeypot' },
        { label: 'Sent faster than a person can type', value: 'too-fast' },
      ],
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.spamReason) },
    },
    { name: 'deliveryAttempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'deliveryError', type: 'textarea', admin: { position: 'sidebar', readOnly: true } },
    { name: 'deliveredAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
  ],
  timestamps: true,
}
