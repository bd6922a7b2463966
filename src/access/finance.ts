import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Finance (and administrators): donations, monthly gifts and receipts. */
export const finance: Access = ({ req: { user } }) => hasRole(user, 'finance')
