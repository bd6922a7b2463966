import type { CollectionConfig } from 'payload'
import { administrators } from '@/access/administrators'
import { nobody } from '@/access/nobody'

/** Field access for what only the server reads and writes (with overrideAccess). */
const serverOnly = { read: () => false, create: () => false, update: () => false }

/**
 * Risk checker reminders: an e-mail address, the day to send, where the
 * double opt-in stands, and the consent record Canada's anti-spam law asks for. Never an answer
 * or a result. Written only by the server (src/riskChecker/reminders.ts); deleted once sent,
 * when stopped, or when not confirmed in time. Administrators only: nobody else needs it.
 */
export const RiskReminders: CollectionConfig = {
  slug: 'risk-reminders',
  labels: { singular: 'Risk checker reminder', plural: 'Risk checker reminders' },
  admin: {
    group: 'Risk checker',
    useAsTitle: 'email',
    defaultColumns: ['email', 'sendOn', 'status'],
    description: 'Reminders people asked for on the risk checker’s result. Only the address and the date are kept; each is deleted once sent.',
  },
  access: { read: administrators, create: nobody, update: nobody, delete: administrators },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'sendOn', label: 'Send on', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD (UTC).' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for the person to confirm', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Being sent', value: 'sending' },
      ],
    },
    // The consent record: what the person agreed to, word for word, and when they asked and confirmed.
    { name: 'consentWording', type: 'textarea', required: true, admin: { hidden: true } },
    { name: 'requestedAt', type: 'date', required: true, admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date', admin: { hidden: true } },
    // Only a hash of the confirmation link's secret: a copy of the database cannot confirm anything.
    // (The stop link is signed with the site's secret instead: see src/riskChecker/reminders.ts.)
    { name: 'confirmTokenHash', type: 'text', index: true, access: serverOnly, admin: { hidden: true } },
    { name: 'confirmBy', type: 'date', access: serverOnly, admin: { hidden: true } },
  ],
  timestamps: true,
}
