'use client'

import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

type Suggestion = { id: number; firstName: string; reasons: string[] }
type Answer = { status: string; canPick: boolean; suggestions: Suggestion[] }

/**
 * On a case: the five best volunteers with the reasons, each with a "Pick" button. A fetch, as
 * the admin needs scripts anyway; the server refuses a paused or full volunteer with the reason,
 * shown here. After a pick the page reloads so the status and volunteer show the change.
 */
export function PeerSupportSuggestions() {
  const { id } = useDocumentInfo()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [message, setMessage] = useState<{ tone: 'error' | 'notice'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const setStatus = useRef(useField<string>({ path: 'status' }).setValue)

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/peer-support-cases/${id}/suggestions`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<Answer>) : Promise.reject(new Error(String(res.status)))))
      .then((loaded) => {
        if (!live) return
        setAnswer(loaded)
        // Opening a new case with suggestions makes it "Suggested" on the server; the form must
        // show that too, or its next save would ask to move the case back to "New" and be refused.
        setStatus.current(loaded.status, true)
      })
      .catch(() => live && setMessage({ tone: 'error', text: 'The suggestions could not be loaded. Reload the page to try again.' }))
    return () => {
      live = false
    }
  }, [id])

  async function pick(volunteer: Suggestion) {
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch(`/api/peer-support-cases/${id}/introduce`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ volunteer: volunteer.id }),
      })
      const body = (await res.json().catch(() => null)) as { message?: string } | null
      if (res.ok) {
        setMessage({ tone: 'notice', text: body?.message ?? 'Introduced.' })
        window.location.reload()
        return
      }
      setMessage({ tone: 'error', text: body?.message ?? 'The volunteer could not be picked. Try again.' })
    } catch {
      setMessage({ tone: 'error', text: 'The site could not be reached. Check the connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  if (!id) return null
  return (
    <section className="peer-suggestions" aria-labelledby="peer-suggestions-title" data-testid="peer-suggestions" style={{ marginBottom: '2rem' }}>
      <h3 id="peer-suggestions-title">Suggested volunteers</h3>
      {!answer ? (
        <p>Loading…</p>
      ) : !answer.canPick ? (
        <p>A volunteer has been picked for this case.</p>
      ) : answer.suggestions.length === 0 ? (
        <p>No active volunteer has room for another introduction. Add a volunteer, or ask one to take one more.</p>
      ) : (
        <ol>
          {answer.suggestions.map((s) => (
            <li key={s.id} style={{ marginBottom: '0.75rem' }} data-testid="peer-suggestion">
              <strong>{s.firstName}</strong>: {s.reasons.join('; ')}{' '}
              <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => pick(s)}>
                Pick<span className="sr-only"> {s.firstName}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p role={message?.tone === 'error' ? 'alert' : 'status'}>{message?.text}</p>
    </section>
  )
}
