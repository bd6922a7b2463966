import type { FieldAccess } from 'payload'
import { hasRole } from './hasRole'

/** A field only Finance (and administrators) may set: money, dates and links of a campaign. */
export const financeField: FieldAccess = ({ req: { user } }) => hasRole(user, 'finance')
