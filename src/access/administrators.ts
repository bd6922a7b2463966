import type { Access } from 'payload'
import { hasRole } from './hasRole'

export const administrators: Access = ({ req: { user } }) => hasRole(user)
