import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'

/**
 * The e-mailed sign-in links of "My giving". Only a SHA-256 hash of each link's token is kept,
 * so a copy of the database signs nobody in. Single use (usedAt) and 30 minutes long (expiresAt).
 * Only the server reads and writes them.
 */
export const DonorSignInLinks: CollectionConfig = {
  slug: 'donor-sign-in-links',
  labels: { singular: 'Donor sign-in link', plural: 'Donor sign-in links' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'purpose', type: 'select', required: true, defaultValue: 'sign-in', options: ['sign-in', 'replace-card', 'volunteer', 'fundraiser'] },
    { name: 'enrolment', type: 'number', admin: { description: 'The monthly gift a "replace your card" link opens.' } },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
  ],
  timestamps: true,
}
