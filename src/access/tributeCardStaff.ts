import type { Access } from 'payload'
import { hasRole } from './hasRole'

/**
 * Finance or Support (and administrators): the people who post honour and memoriam cards. They
 * see the family's name and address and the card's message, not the donor's billing details.
 */
export const tributeCardStaff: Access = ({ req: { user } }) => hasRole(user, 'finance', 'support')
