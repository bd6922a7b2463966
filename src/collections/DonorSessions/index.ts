import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/nobody'

/**
 * Signed-in donors of "My giving": the cookie holds a random token, this holds its SHA-256
 * hash, the e-mail address it stands for, and when it lapses (30 minutes after the last page).
 * Only the server reads and writes them.
 */
export const DonorSessions: CollectionConfig = {
  slug: 'donor-sessions',
  labels: { singular: 'Donor session', plural: 'Donor sessions' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    // Unique: two clicks on one link (or two requests racing) cannot both open a session.
    { name: 'fromLink', type: 'number', required: true, unique: true },
    // The outcome of the donor's last form post, shown once by the page the post redirects to.
    { name: 'flash', type: 'json' },
  ],
  timestamps: true,
}
