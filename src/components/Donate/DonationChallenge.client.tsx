'use client'

import { useEffect, useRef, useState } from 'react'
import type {} from 'altcha/types/react'
import { useFocusOnArrival } from '@/components/useFocusOnArrival'

/**
 * The ALTCHA proof-of-work check, shown only after /api/donate asked for one (a few declined
 * payments from this connection). Its script loads only then, so other donors never download it.
 * The widget fetches a challenge from our own server, solves it in the browser (no third party,
 * no cookie) and hands back a payload for the next post; `onChange(null)` when not (or no longer) solved.
 */
export function DonationChallenge({ message, onChange }: { message: string; onChange: (payload: string | null) => void }) {
  const widget = useRef<HTMLElement>(null)
  const [loaded, setLoaded] = useState(false)
  // The button pressed is disabled while its post is out, so focus would fall to the page: it
  // comes here, where the next Tab is the check box.
  const box = useFocusOnArrival<HTMLDivElement>(true)

  useEffect(() => {
    let live = true
    void import('altcha').then(() => live && setLoaded(true))
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!loaded || !element) return
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      onChange(state === 'verified' && payload ? payload : null)
    }
    element.addEventListener('statechange', onState)
    return () => element.removeEventListener('statechange', onState)
  }, [loaded, onChange])

  return (
    <div ref={box} tabIndex={-1} role="group" aria-labelledby="donation-challenge-note" className="mt-6 rounded border-l-4 border-donate-dark bg-sky-light p-4" data-testid="donation-challenge">
      <p id="donation-challenge-note" role="alert" className="mb-3">
        {message}
      </p>
      {loaded ? (
        <altcha-widget ref={widget} challenge="/api/donate/challenge" auto="off" type="checkbox" configuration='{"hideFooter":true}' />
      ) : (
        <p className="text-muted">Loading the check…</p>
      )}
    </div>
  )
}
