import type { CollectionConfig } from 'payload'
import { supportRecords } from '@/access/supportRecords'
import { CASE_STATUSES } from '@/peerSupport/flow'
import { auditCaseOpened, keepToTheFlow } from './hooks'
import { caseFromSubmission, introduceVolunteer, suggestionsForCase } from './endpoints'

const readOnly = { readOnly: true } as const
/** Set by the server only (picking a volunteer, the volunteer's page, the jobs). */
const serverOnly = { create: () => false, update: () => false }

/**
 * One person's request for peer support, from the form to the first call and a follow-up
 * question. Opened by the peer-support form (or by staff from an older submission); Support
 * picks a volunteer from the suggestions. Support and administrators only; every opening of a
 * case is in the audit trail.
 */
export const PeerSupportCases: CollectionConfig = {
  slug: 'peer-support-cases',
  labels: { singular: 'Peer support case', plural: 'Peer support cases' },
  admin: {
    group: 'Peer support',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'volunteer', 'createdAt'],
    listSearchableFields: ['title', 'email'],
    description: 'Requests for one-on-one peer support. Open a case to see suggested volunteers and pick one.',
    components: { beforeListTable: ['@/components/admin/CaseFromSubmission.client#CaseFromSubmission'] },
  },
  access: supportRecords,
  endpoints: [
    { path: '/:id/suggestions', method: 'get', handler: suggestionsForCase },
    { path: '/:id/introduce', method: 'post', handler: introduceVolunteer },
    { path: '/from-submission', method: 'post', handler: caseFromSubmission },
  ],
  hooks: { beforeChange: [keepToTheFlow], afterOperation: [auditCaseOpened] },
  fields: [
    { name: 'title', type: 'text', admin: readOnly, access: serverOnly },
    { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: [...CASE_STATUSES], admin: { position: 'sidebar' } },
    { name: 'volunteer', type: 'relationship', relationTo: 'peer-volunteers', index: true, admin: { position: 'sidebar', readOnly: true }, access: serverOnly },
    { name: 'introducedAt', type: 'date', index: true, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } }, access: serverOnly },
    { name: 'firstCallAt', label: 'First call', type: 'date', index: true, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } }, access: serverOnly },
    { name: 'endedAt', type: 'date', index: true, admin: { position: 'sidebar', readOnly: true, description: 'When the case was closed, withdrawn or given up.' } },
    { name: 'noAnswerTries', label: 'Tries without an answer', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true }, access: serverOnly },
    {
      name: 'suggestions',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/PeerSupportSuggestions.client#PeerSupportSuggestions' } },
    },
    {
      type: 'collapsible',
      label: 'What the person told us',
      fields: [
        { name: 'submission', type: 'relationship', relationTo: 'form-submissions', unique: true, admin: readOnly, access: serverOnly },
        { type: 'row', fields: [{ name: 'firstName', type: 'text', required: true, admin: { width: '50%' } }, { name: 'lastName', type: 'text', admin: { width: '50%' } }] },
        { type: 'row', fields: [{ name: 'email', type: 'email', required: true, index: true, admin: { width: '50%' } }, { name: 'phone', type: 'text', admin: { width: '50%' } }] },
        { type: 'row', fields: [{ name: 'city', type: 'text', admin: { width: '50%' } }, { name: 'province', type: 'text', admin: { width: '50%' } }] },
        {
          type: 'row',
          fields: [
            { name: 'preferredContact', type: 'text', admin: { width: '33%' } },
            { name: 'bestTime', type: 'text', admin: { width: '33%' } },
            { name: 'language', type: 'text', admin: { width: '33%' } },
          ],
        },
        { type: 'row', fields: [{ name: 'dateOfDiagnosis', type: 'text', admin: { width: '50%' } }, { name: 'ageAtDiagnosis', type: 'text', admin: { width: '50%' } }] },
        { name: 'topics', type: 'json', admin: { readOnly: true, description: 'The topics and sub-topics ticked on the form.', components: { Field: '@/components/admin/ReadableJson.client#TickedTopics' } } },
        { name: 'message', label: 'In their own words', type: 'textarea' },
        { name: 'shareConsent', label: 'May share surname, city, date of diagnosis and own words with the volunteer', type: 'checkbox', defaultValue: false, access: serverOnly, admin: readOnly },
      ],
    },
    { name: 'volunteerNotes', label: 'Notes from the volunteer', type: 'textarea', admin: readOnly, access: serverOnly },
    {
      type: 'collapsible',
      label: 'Reminders and follow-up',
      admin: { initCollapsed: true },
      fields: [
        { name: 'volunteerRemindedAt', type: 'date', admin: readOnly, access: serverOnly },
        { name: 'supportAlertedAt', type: 'date', admin: readOnly, access: serverOnly },
        { name: 'followUpSentAt', type: 'date', index: true, admin: readOnly, access: serverOnly },
        { name: 'followUpAnswer', label: 'Did the call help?', type: 'select', options: [{ label: 'Yes', value: 'yes' }, { label: 'Somewhat', value: 'somewhat' }, { label: 'No', value: 'no' }], admin: readOnly, access: serverOnly },
        { name: 'followUpComment', type: 'textarea', admin: readOnly, access: serverOnly },
        { name: 'followUpAnsweredAt', type: 'date', admin: readOnly, access: serverOnly },
      ],
    },
  ],
  timestamps: true,
}
