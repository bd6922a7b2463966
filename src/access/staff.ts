import type { PayloadRequest } from 'payload'

/**
 * Any account holding at least one role may open the admin (an account stripped of roles opens
 * nothing). Checked before two-factor, so that a person who still owes the code reaches the
 * admin's prompt to give it; until then their roles open nothing (see hasRole).
 */
export const staff = ({ req: { user } }: { req: PayloadRequest }): boolean => Array.isArray(user?.roles) && user.roles.length > 0
