'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { STILL_PENDING } from '@/donations/reviewHandled'
import { useAdminPost } from './useAdminPost'

/**
 * On a donation flagged "Needs review" that is no longer pending: the button that clears the flag
 * once Finance has dealt with it (the record is otherwise never edited). A pending gift shows why
 * it waits instead: the reconciliation settles it.
 */
export function ReviewHandledButton() {
  const { id } = useDocumentInfo()
  const flagged = useFormFields(([fields]) => Boolean(fields.needsReview?.value))
  const pending = useFormFields(([fields]) => fields.status?.value === 'pending')
  // The page reloads so the flag and the note show what the server now holds.
  const { busy, error, post } = useAdminPost(id ? `/api/donations/${id}/review-handled` : null, 'The gift could not be marked as handled. Try again.', () => window.location.reload())
  if (!id || !flagged) return null
  if (pending) return <p style={{ marginBottom: '1.5rem' }}>{STILL_PENDING}</p>
  return (
    <div style={{ marginBottom: '1.5rem' }} data-testid="review-handled">
      <p>Once you have dealt with what the note says, mark the gift as handled: the flag clears, and the note keeps your name and the date.</p>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={post}>
        Mark as handled
      </button>
      <p role="alert">{error}</p>
    </div>
  )
}
