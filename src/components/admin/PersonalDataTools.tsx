import type { ReactNode } from 'react'

/**
 * A person's access or erasure request, for administrators on the dashboard: two plain forms
 * (no script) posting to the Privacy settings endpoints, which check the role and record the
 * request in the audit trail.
 */
export function PersonalDataTools(): ReactNode {
  return (
    <section className="staff-dashboard__privacy" aria-labelledby="personal-data-title" data-testid="personal-data-tools">
      <h3 id="personal-data-title">Access and erasure requests</h3>
      <form method="get" action="/api/globals/privacy-settings/export" className="staff-dashboard__form">
        <label htmlFor="export-email">E-mail address of the person asking</label>
        <input id="export-email" name="email" type="email" required autoComplete="off" />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Download everything we hold (JSON)
        </button>
      </form>
      <form method="post" action="/api/globals/privacy-settings/erase" className="staff-dashboard__form">
        <label htmlFor="erase-email">E-mail address to erase</label>
        <input id="erase-email" name="email" type="email" required autoComplete="off" />
        <label>
          <input type="checkbox" name="confirm" value="yes" required /> I understand erasing cannot be undone. Donation and receipt records
          are kept, as the CRA requires.
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Erase what the law allows
        </button>
      </form>
    </section>
  )
}
