import type { GlobalConfig } from 'payload'
import { administrators } from '@/access/administrators'
import { RETENTION_DEFAULTS } from '@/privacy/retention'
import { erasePersonalDataEndpoint, exportPersonalDataEndpoint } from './endpoints'

/**
 * How long personal data is kept (applied every night by the applyRetention job), and the
 * tools for a person's access or erasure request. Administrators only.
 */
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy-settings',
  label: 'Privacy and retention',
  admin: {
    group: 'Accounts',
    description:
      'Personal information is kept only as long as it is needed (BC PIPA, PIPEDA). Every night the site deletes what is older than these periods. A person’s access or erasure request is handled from the dashboard.',
  },
  access: { read: administrators, update: administrators },
  endpoints: [exportPersonalDataEndpoint, erasePersonalDataEndpoint],
  fields: [
    {
      name: 'formSubmissionMonths',
      label: 'Form submissions: months kept',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: RETENTION_DEFAULTS.formSubmissionMonths,
      admin: { description: 'Peer support requests, kit orders, volunteer offers and messages (with the copies of their e-mails).' },
    },
    {
      name: 'outboxMonths',
      label: 'Outbox: months kept',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: RETENTION_DEFAULTS.outboxMonths,
      admin: { description: 'Notification e-mails kept while no mail server is set up.' },
    },
    {
      name: 'unsubscribedMonths',
      label: 'Unsubscribed newsletter readers: months kept',
      type: 'number',
      required: true,
      min: 0,
      max: 120,
      defaultValue: RETENTION_DEFAULTS.unsubscribedMonths,
      admin: { description: 'After someone unsubscribes, their record is kept this long (proof of when they left), then deleted.' },
    },
    {
      name: 'peerSupportCaseMonths',
      label: 'Peer support cases: months kept after they end',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: RETENTION_DEFAULTS.peerSupportCaseMonths,
      admin: { description: 'A case closed, withdrawn or given up is deleted this long after it ended; open cases are kept.' },
    },
    {
      name: 'donationRecords',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/DonationRetentionNote#DonationRetentionNote' } },
    },
  ],
}
