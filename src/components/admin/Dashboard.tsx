import type { ReactNode } from 'react'
import { redirect } from 'next/navigation'
import { TWO_FACTOR_ADMIN_PATH } from '@/auth/twoFactorPage'
import type { Payload } from 'payload'
import type { TwoFactorAccount } from '@/auth/twoFactor'
import { rolesOpen, type Permissions } from '@/dashboard/rolesOpen'
import { hasRole } from '@/access/hasRole'
import { dashboardFigures } from '@/dashboard/figures'
import { figureHref } from '@/dashboard/figureLink'
import { formatCad } from '@/format/money'
import { PersonalDataTools } from './PersonalDataTools'
import { FundraisingFigures } from './FundraisingFigures'
import { counted, DashboardFigure } from './DashboardFigure'

type Props = { payload: Payload; user?: (TwoFactorAccount & { email?: string }) | null; permissions?: Permissions }



/**
 * The top of the admin's dashboard: the day's work for the signed-in person's roles (donations
 * for Finance, forms for Support, pages due for review for editors); a session that still owes
 * its two-factor code is sent to give it. Server-rendered; no script.
 */
export async function Dashboard({ payload, user, permissions }: Props): Promise<ReactNode> {
  if (!user) return null
  // A session that still owes its code goes to the admin's two-factor page: its roles open nothing until then.
  if (!rolesOpen(user, permissions)) redirect(TWO_FACTOR_ADMIN_PATH)
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
              <DashboardFigure testId="donations-today" title={`${counted(donations.today.count, 'gift', 'gifts')} · ${formatCad(donations.today.total)} approved today`} href={figureHref(donations.today.list)} />
              <DashboardFigure testId="donations-month" title={`${counted(donations.month.count, 'gift', 'gifts')} · ${formatCad(donations.month.total)} approved this month`} href={figureHref(donations.month.list)} />
              <DashboardFigure testId="monthly-failing" title={`${counted(donations.failingMonthlyGifts.count, 'monthly gift', 'monthly gifts')} whose charge failed`} href={figureHref(donations.failingMonthlyGifts.list)} />
              <DashboardFigure
                testId="monthly-recovered"
                title={`${counted(donations.recoveredThisMonth.count, 'failing monthly gift', 'failing monthly gifts')} recovered this month (the donor gave a new card)`}
                href={figureHref(donations.recoveredThisMonth.list)}
              />
              <DashboardFigure testId="blocked-today" title={`${counted(donations.blockedToday.count, 'blocked donation attempt', 'blocked donation attempts')} today`} href={figureHref(donations.blockedToday.list)} />
            </ul>
          </div>
        )}
        {donations && <FundraisingFigures payload={payload} />}
        {forms && (
          <div data-testid="dashboard-forms">
            <h3>Form submissions (last 7 days)</h3>
            <ul>
              {forms.perForm.map((f) => (
                <DashboardFigure key={f.form} testId={`form-${f.form}`} title={`${f.label}: ${counted(f.count, 'submission', 'submissions')}`} href={figureHref(f.list)} />
              ))}
              <DashboardFigure testId="failed-emails" title={`${counted(forms.failedEmails.count, 'e-mail', 'e-mails')} that failed to send`} href={figureHref(forms.failedEmails.list)} />
              <DashboardFigure testId="spam-folder" title={`${counted(forms.inSpamFolder.count, 'submission', 'submissions')} in the spam folder`} href={figureHref(forms.inSpamFolder.list)} />
            </ul>
          </div>
        )}
        {content && (
          <div data-testid="dashboard-content">
            <h3>Pages</h3>
            <ul>
              <DashboardFigure testId="pages-due" title={`${counted(content.pagesDueForReview, 'page', 'pages')} overdue or due for review within 30 days`} href="/admin/reviews-due" />
            </ul>
          </div>
        )}
      </div>
      {hasRole(account) && <PersonalDataTools />}
    </section>
  )
}
