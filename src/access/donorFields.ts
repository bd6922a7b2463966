import type { FieldAccess } from 'payload'
import { hasRole } from './hasRole'

/**
 * Field rule for a donor's name, contact and address: only Finance and administrators read
 * them, wherever the document shows up (its own collection, a relationship, GraphQL).
 */
export const donorFields: FieldAccess = ({ req: { user } }) => hasRole(user, 'finance')
