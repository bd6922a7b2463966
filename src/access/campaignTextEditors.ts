import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Campaign updates: Finance run the campaign; Editors may change its texts (the other fields are Finance's, see financeField). */
export const campaignTextEditors: Access = ({ req: { user } }) => hasRole(user, 'finance', 'editor')
