import type { ReactNode } from 'react'
import type { Payload } from 'payload'
import type { TwoFactorAccount } from '@/auth/twoFactor'
import { hasRole } from '@/access/hasRole'
import { rolesOpen, type Permissions } from '@/dashboard/rolesOpen'
import { peerSupportFigures } from '@/peerSupport/figures'

type Props = { payload: Payload; user?: TwoFactorAccount | null; permissions?: Permissions }

const list = (where: string) => `/admin/collections/peer-support-cases?${where}`

/** Peer support on Support's dashboard (and administrators'): server-rendered, each figure links to its cases. */
export async function PeerSupportFigures({ payload, user, permissions }: Props): Promise<ReactNode> {
  if (!user || !rolesOpen(user, permissions) || !hasRole({ roles: user.roles }, 'support')) return null
  const f = await peerSupportFigures(payload)
  return (
    // Not the "staff-dashboard" class: the day's work above is the one element of that name.
    <section aria-labelledby="peer-support-figures-title" data-testid="dashboard-peer-support" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="peer-support-figures-title">Peer support</h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li className="staff-dashboard__figure" data-testid="peer-new">
          <span className="staff-dashboard__value">{f.newRequests}</span> <a href={list('where[status][in]=new,suggested')}>{f.newRequests === 1 ? 'new request' : 'new requests'} waiting for a volunteer</a>
        </li>
        <li className="staff-dashboard__figure" data-testid="peer-waiting">
          <span className="staff-dashboard__value">{f.waitingOver48h}</span>{' '}
          <a href={list(`where[status][equals]=introduced&where[introducedAt][less_than_equal]=${f.waitingSince}`)}>{f.waitingOver48h === 1 ? 'introduction' : 'introductions'} waiting over 48 hours for a first call</a>
        </li>
        <li className="staff-dashboard__figure" data-testid="peer-calls">
          <span className="staff-dashboard__value">{f.callsThisMonth}</span> <a href={list(`where[firstCallAt][greater_than_equal]=${f.monthStart}`)}>{f.callsThisMonth === 1 ? 'first call' : 'first calls'} this month</a>
        </li>
        <li className="staff-dashboard__figure" data-testid="peer-median">
          <span className="staff-dashboard__value">{f.medianHoursToFirstCall == null ? '–' : `${f.medianHoursToFirstCall} h`}</span> median time from request to first call (this month)
        </li>
        <li className="staff-dashboard__figure" data-testid="peer-follow-up">
          <span className="staff-dashboard__value">
            {f.followUpAnswers.yes} · {f.followUpAnswers.somewhat} · {f.followUpAnswers.no}
          </span>{' '}
          follow-up answers: the call helped · somewhat · no
        </li>
      </ul>
    </section>
  )
}
