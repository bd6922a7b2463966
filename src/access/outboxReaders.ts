import type { Access, Where } from 'payload'
import { hasRole } from './hasRole'

/**
 * The outbox holds copies of e-mails about two kinds of record: a message about a donation
 * (a donor's receipt, monthly gift, sign-in link) is Finance's to read, a message about a form
 * submission Support's; administrators read both. A query, so the admin list, REST and GraphQL
 * each show a person only their own kind.
 */
export const outboxReaders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'finance') && hasRole(user, 'support')) return true
  const kinds = [...(hasRole(user, 'finance') ? ['donation'] : []), ...(hasRole(user, 'support') ? ['form-submission'] : [])]
  if (!kinds.length) return false
  return { about: { in: kinds } } satisfies Where
}
