import type { FieldAccess } from 'payload'
import { hasRole } from './hasRole'

/** Field rule: only administrators set it (an account's roles). */
export const administratorsField: FieldAccess = ({ req: { user } }) => hasRole(user)
