'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * On a donation flagged "Needs review" that is no longer pending: the button that clears the flag
 * once Finance has dealt with it (the record is otherwise never edited). A pending gift shows why
 * it waits instead: the reconciliation settles it.
 */
export function ReviewHandledButton() {
  const { id } = useDocumentInfo()
  const flagged = useFormFields(([fields]) => Boolean(fields.needsReview?.value))
  const pending = useFormFields(([fields]) => fields.status?.value === 'pending')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || !flagged) return null
  if (pending) return <p style={{ marginBottom: '1.5rem' }}>This gift is still pending: the reconciliation asks the processor again every 10 minutes and settles it once the processor answers.</p>

  async function markHandled() {
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch(`/api/donations/${id}/review-handled`, { method: 'POST', credentials: 'include' })
      if (res.ok) {
        window.location.reload()
        return
      }
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setMessage(body?.errors?.[0]?.message ?? 'The gift could not be marked as handled. Try again.')
    } catch {
      setMessage('The site could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }} data-testid="review-handled">
      <p>Once you have dealt with what the note says, mark the gift as handled: the flag clears, and the note keeps your name and the date.</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={markHandled}>
        Mark as handled
      </button>
      <p role="alert">{message}</p>
    </div>
  )
}
