'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * "Mark sent" for one card. A fetch, not a plain form: Payload's admin cancels a form's page
 * navigation to the API, and the admin needs scripts anyway. The list reloads from the server after.
 */
export function MarkSentButton({ donationId, honouree }: { donationId: number; honouree: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function markSent() {
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(`/api/tribute-cards/${donationId}/sent`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      if (res.ok) return router.refresh()
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setError(body?.errors?.[0]?.message ?? 'The card could not be marked sent. Try again.')
    } catch {
      setError('The site could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={markSent} disabled={busy}>
        Mark sent<span className="sr-only"> for {honouree}</span>
      </button>
      <p role="alert">{error}</p>
    </div>
  )
}
