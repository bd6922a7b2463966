'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

/**
 * Above the cases list: turns an older peer-support submission into a case, by its number (the
 * id in Form submissions). A fetch, as the admin needs scripts anyway; the server's refusal
 * (another form, the spam folder, no such number) is shown beside the field.
 */
export function CaseFromSubmission() {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const submission = new FormData(event.currentTarget).get('submission')
    try {
      const res = await fetch('/api/peer-support-cases/from-submission', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ submission }),
      })
      const body = (await res.json().catch(() => null)) as { id?: number; message?: string } | null
      if (res.ok && body?.id) {
        router.push(`/admin/collections/peer-support-cases/${body.id}`)
        return
      }
      setError(body?.message ?? 'The case could not be opened. Try again.')
    } catch {
      setError('The site could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={open} style={{ marginBottom: 'var(--base)', display: 'flex', gap: '0.5rem', alignItems: 'end', flexWrap: 'wrap' }}>
      <div>
        <label htmlFor="case-from-submission" style={{ display: 'block' }}>
          Open a case from an older peer-support submission (its number)
        </label>
        <input id="case-from-submission" name="submission" inputMode="numeric" required aria-describedby="case-from-submission-error" aria-invalid={error ? true : undefined} />
      </div>
      <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy} style={{ margin: 0 }}>
        Open case
      </button>
      <p id="case-from-submission-error" role="alert" style={{ flexBasis: '100%', margin: 0 }}>
        {error}
      </p>
    </form>
  )
}
