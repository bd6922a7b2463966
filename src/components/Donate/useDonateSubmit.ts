'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type RefObject } from 'react'
import { chosenAmount } from '@/donations/amount'
import { CARD_BIN_FIELD, CARD_TOKEN_FIELD } from '@/donations/cardTokenFields'
import { MESSAGES } from '@/donations/constants'
import { CHALLENGE_FIELD } from '@/donations/challengeField'
import type { DonateErrors, DonateResponse } from '@/donations/response'
import { isApprovedCode } from '@/donations/responseCodes'
import { tributeNoteOf } from '@/donations/tributeNote'
import type { FieldErrors } from '@/forms/fieldErrors'
import { writeApproved } from './storage'

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The multipart post /api/donate reads: the amount chosen and the card frame's token, never a card number. */
function donationPost(values: Record<string, string>, type: string, card: { token: string; bin: string } | null): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.append(k, v)
  form.set('donation_amount', chosenAmount(values.selectAmount, values.otherAmount) ?? '')
  form.set('donation_type', type)
  form.set(CARD_TOKEN_FIELD, card?.token ?? '')
  form.set(CARD_BIN_FIELD, card?.bin ?? '')
  return form
}

/**
 * Sending the gift to /api/donate (one at a time) and
 * going where the answer says: a rejected email back to step 2 (`onEmailRejected`), any other
 * error to the submission-error page, an approval to the thank-you page (after `onApproved`),
 * a decline to the payment-error page, an answer still being confirmed (`pending`) to its own page. The answer is stored first (pcfApprovedData), as both
 * pages read it. A network or parse failure only stops the spinner (spec): nothing is said
 * about the charge, since the payment may have gone through. That is also why a post that got no
 * answer keeps its Idempotency-Key: pressing Donate again with the same details is the same gift,
 * and the server charges it at most once. Any answer, or changed details, starts a new key.
 * A refusal by the card-testing defence (403 asking for the ALTCHA check, 429 blocked) stays on
 * the form with its message (`notice`); a solved check (`setChallengePayload`) goes with the next post.
 */
export function useDonateSubmit({
  type,
  values,
  cardTokenRef,
  onApproved,
  onEmailRejected,
  onCardRefused,
}: {
  type: string
  values: Record<string, string>
  /** The card frame's token for this gift (one use). */
  cardTokenRef: RefObject<{ token: string; bin: string } | null>
  onApproved: () => void
  onEmailRejected: (errors: FieldErrors) => void
  onCardRefused: (errors: FieldErrors) => void
}) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const unanswered = useRef<{ key: string; details: string } | null>(null)
  // A refusal to show on the form: a block (429) or a request for the check (403, `challenge`).
  const [notice, setNotice] = useState<{ message: string; challenge: boolean; attempt: number } | null>(null)
  const [challengePayload, setChallengePayload] = useState<string | null>(null)

  /** Sends unless a post is on its way; `check` (the last step's rules) runs first and can stop it. */
  const send = async (check: () => Promise<boolean>) => {
    if (sendingRef.current) return
    if (!(await check())) return
    if (notice?.challenge && !challengePayload) {
      setNotice({ ...notice, message: 'Please tick the check box below first, then press the button again.' })
      return
    }
    sendingRef.current = true
    setSending(true)
    const form = donationPost(values, type, cardTokenRef.current)
    // A solved check is good for one attempt only: the next one needs a new check.
    if (challengePayload) form.set(CHALLENGE_FIELD, challengePayload)
    setChallengePayload(null)
    const details = JSON.stringify([type, values, cardTokenRef.current?.token])
    if (unanswered.current?.details !== details) unanswered.current = { key: newIdempotencyKey(), details }
    try {
      const res = await fetch('/api/donate', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': unanswered.current.key },
        body: form,
      })
      const data = (await res.json()) as DonateResponse & Partial<DonateErrors> & { challenge?: string }
      unanswered.current = null
      // Refused before any charge: say why on the form, and show the check when it is asked for.
      if (data.errors && (res.status === 403 || res.status === 429)) {
        const message = data.errors.form?.[0] ?? 'Your donation was not sent. You have not been charged.'
        setNotice((previous) => ({ message, challenge: data.challenge === 'required', attempt: (previous?.attempt ?? 0) + 1 }))
        return
      }
      setNotice(null)
      if (data.errors) {
        if (data.errors.b_email) {
          onEmailRejected({ b_email: [MESSAGES.email] })
          return
        }
        if (data.errors[CARD_TOKEN_FIELD]) {
          // Nothing was charged: the card is asked for again (a new token on Next).
          cardTokenRef.current = null
          onCardRefused({ [CARD_TOKEN_FIELD]: data.errors[CARD_TOKEN_FIELD] })
          return
        }
        router.push('/ways-to-give/submission-error')
        return
      }
      writeApproved({ ...data, tributeNote: tributeNoteOf(values) })
      if (data.pending) {
        // Maybe charged: the form is not kept for a second try, the donor is e-mailed the outcome.
        onApproved()
        router.push('/ways-to-give/gift-being-confirmed')
      } else if (isApprovedCode(data.ResponseCode)) {
        onApproved()
        router.push('/ways-to-give/thank-you')
      } else {
        router.push('/ways-to-give/payment-error')
      }
    } catch (error) {
      // Spec: a network or parse failure stops the spinner and is only logged.
      console.warn('Donation could not be sent:', (error as Error)?.message)
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  return { sending, send, notice, setChallengePayload }
}
