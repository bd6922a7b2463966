import type { PayloadRequest } from 'payload'
import { hasRole } from './hasRole'

/** Any staff account holding at least one role (an account stripped of roles opens nothing). */
export const staff = ({ req: { user } }: { req: PayloadRequest }): boolean => hasRole(user, 'editor', 'finance', 'support')
