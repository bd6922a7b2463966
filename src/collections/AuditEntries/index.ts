import type { CollectionConfig } from 'payload'
import { administrators } from '@/access/administrators'
import { nobody } from '@/access/nobody'
import { AUDIT_ACTIONS } from '@/audit/actions'

/**
 * Who did what with personal data and accounts, and when. Written only by the server
 * (src/audit/record.ts); administrators read it; nobody edits or deletes an entry.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: {
    group: 'Accounts',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'accountEmail', 'targetCollection', 'documentId', 'detail'],
    description: 'Sensitive actions: donor data viewed or exported, roles changed, monthly gifts cancelled, spam released. Entries cannot be changed.',
  },
  access: { create: nobody, read: administrators, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map((a) => ({ ...a })) },
    { name: 'account', type: 'relationship', relationTo: 'users' },
    { name: 'accountEmail', type: 'text', label: 'Account e-mail', admin: { description: 'Kept even if the account is later deleted.' } },
    { name: 'targetCollection', type: 'text', label: 'Collection' },
    { name: 'documentId', type: 'text', label: 'Record' },
    { name: 'detail', type: 'text' },
  ],
  timestamps: true,
}
