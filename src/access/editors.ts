import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Editors (and administrators): pages, content, media, navigation and site settings. */
export const editors: Access = ({ req: { user } }) => hasRole(user, 'editor')
