import type { Access } from 'payload'

/** Nobody through the admin or the API; the server writes with overrideAccess. */
export const nobody: Access = () => false
