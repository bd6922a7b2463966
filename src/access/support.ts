import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Support (and administrators): form submissions and subscribers. */
export const support: Access = ({ req: { user } }) => hasRole(user, 'support')
