import type { ReactNode } from 'react'

/** Why the retention job leaves donation records alone (shown in Privacy and retention). */
export function DonationRetentionNote(): ReactNode {
  return (
    <div className="field-type">
      <p>
        <strong>Donations, monthly gifts and receipts are kept.</strong> The Canada Revenue Agency requires a registered charity to keep
        donation records and copies of official receipts for at least six years after the end of the year they relate to. The nightly
        job does not delete them, and an erasure request leaves them in place (the answer says so).
      </p>
    </div>
  )
}
