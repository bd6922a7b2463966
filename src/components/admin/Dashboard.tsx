import type { ReactNode } from 'react'
import type { Payload } from 'payload'
import type { TwoFactorAccount } from '@/auth/twoFactor'
import { dashboardFigures } from '@/dashboard/figures'
import { rolesOpen, type Permissions } from '@/dashboard/rolesOpen'
import { hasRole } from '@/access/hasRole'
import { formatCad } from '@/format/money'
import { PersonalDataTools } from './PersonalDataTools'

type Props = { payload: Payload; user?: (TwoFactorAccount & { email?: string }) | null; permissions?: Permissions }

const list = (slug: string, where = '') => `/admin/collections/${slug}${where ? `?${where}` : ''}`

function Figure({ label, value, href, testId }: { label: string; value: ReactNode; href?: string; testId: string }) {
  return (
    <li className="staff-dashboard__figure" data-testid={testId}>
      <span className="staff-dashboard__value">{value}</span> {href ? <a href={href}>{label}</a> : label}
    </li>
  )
}

/**
 * The top of the admin's dashboard: the day's work for the signed-in person's roles (donations
 * for Finance, forms for Support, pages due for review for editors), or, for a session that
 * still owes its two-factor code, the way to give it. Server-rendered; no script.
 */
export async function Dashboard({ payload, user, permissions }: Props): Promise<ReactNode> {
  if (!user) return null
  if (!rolesOpen(user, permissions)) {
    return (
      <section className="staff-dashboard" aria-labelledby="staff-dashboard-title" data-testid="two-factor-needed">
        <h2 id="staff-dashboard-title">Finish signing in</h2>
        <p>
          Your role needs two-factor sign-in.{' '}
          {/* A page of the public site, outside the admin application: a full page load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/staff/two-factor">Give the code from your authenticator app</a> (or set it up the
          first time); until then your roles open nothing.
        </p>
      </section>
    )
  }
  // Checked above: the roles count, so the figures may use them as the server would.
  const account = { roles: user.roles }
  const { donations, forms, content } = await dashboardFigures(payload, account)
  if (!donations && !forms && !content) return null
  return (
    <section className="staff-dashboard" aria-labelledby="staff-dashboard-title">
      <h2 id="staff-dashboard-title">Today’s work</h2>
      <div className="staff-dashboard__groups">
        {donations && (
          <div data-testid="dashboard-donations">
            <h3>Donations</h3>
            <ul>
              <Figure testId="donations-today" label="approved today" value={`${donations.today.count} · ${formatCad(donations.today.total)}`} href={list('donations', 'where[status][equals]=approved')} />
              <Figure testId="donations-month" label="approved this month" value={`${donations.month.count} · ${formatCad(donations.month.total)}`} href={list('donations', 'where[status][equals]=approved')} />
              <Figure testId="monthly-failing" label="monthly gifts whose charge failed" value={donations.failingMonthlyGifts} href={list('recurring-donations', 'where[status][equals]=failing')} />
              <Figure testId="monthly-recovered" label="failing monthly gifts recovered this month (donor gave a new card)" value={donations.recoveredThisMonth} href={list('recurring-donations', 'where[recoveredAt][greater_than_equal]=' + new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)).toISOString())} />
              <Figure testId="blocked-today" label="blocked donation attempts today" value={donations.blockedToday} href={list('blocked-donation-attempts')} />
            </ul>
          </div>
        )}
        {forms && (
          <div data-testid="dashboard-forms">
            <h3>Form submissions (last 7 days)</h3>
            <ul>
              {forms.perForm.map((f) => (
                <Figure key={f.form} testId={`form-${f.form}`} label={f.label} value={f.count} href={list('form-submissions', `where[form][equals]=${f.form}`)} />
              ))}
              <Figure testId="failed-emails" label="e-mails that failed to send" value={forms.failedEmails} href={list('form-submissions', 'where[deliveryStatus][equals]=failed')} />
              <Figure testId="spam-folder" label="in the spam folder" value={forms.inSpamFolder} href={list('form-submissions', 'where[deliveryStatus][equals]=spam')} />
            </ul>
          </div>
        )}
        {content && (
          <div data-testid="dashboard-content">
            <h3>Pages</h3>
            <ul>
              <Figure testId="pages-due" label="pages overdue or due for review within 30 days" value={content.pagesDueForReview} href="/admin/reviews-due" />
            </ul>
          </div>
        )}
      </div>
      {hasRole(account) && <PersonalDataTools />}
    </section>
  )
}
