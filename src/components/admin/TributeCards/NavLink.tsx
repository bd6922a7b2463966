import Link from 'next/link'
import type { ServerProps } from 'payload'
import { hasRole } from '@/access/hasRole'

/** The admin menu's link to the tribute cards to send, for the roles that post them. */
export function TributeCardsNavLink({ user }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'finance', 'support')) return null
  return (
    <Link href="/admin/tribute-cards" className="nav__link" id="nav-tribute-cards">
      <span className="nav__link-label">Tribute cards to send</span>
    </Link>
  )
}
