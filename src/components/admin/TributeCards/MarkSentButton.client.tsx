'use client'

import { useRouter } from 'next/navigation'
import { useAdminPost } from '../useAdminPost'

/** "Mark sent" for one card. The list reloads from the server after. */
export function MarkSentButton({ donationId, honouree }: { donationId: number; honouree: string }) {
  const router = useRouter()
  const { busy, error, post } = useAdminPost(`/api/tribute-cards/${donationId}/sent`, 'The card could not be marked sent. Try again.', () => router.refresh())

  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={post} disabled={busy}>
        Mark sent<span className="sr-only"> for {honouree}</span>
      </button>
      <p role="alert">{error}</p>
    </div>
  )
}
