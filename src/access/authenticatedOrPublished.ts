import type { Access } from 'payload'

/** Signed-in editors see drafts; everyone else sees published documents only. */
export const authenticatedOrPublished: Access = ({ req: { user } }) => {
  if (user) return true
  return { _status: { equals: 'published' } }
}
