import { useState } from 'react'

/**
 * One staff action in the admin sent to our API (a fetch, not a plain form: Payload's admin
 * cancels a form's page navigation to the API): whether it is under way, the server's refusal
 * or `failure` to show, and `done` once it succeeded.
 */
export function useAdminPost(url: string | null, failure: string, done: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function post() {
    if (!url) return
    setBusy(true)
    setError(null)
    try {
      const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })
      if (res.ok) return done()
      const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setError(body?.errors?.[0]?.message ?? failure)
    } catch {
      setError('The site could not be reached. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, post }
}
