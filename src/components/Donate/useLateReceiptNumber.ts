'use client'

import { useEffect, useState } from 'react'
import type { DonateResponse } from '@/donations/response'
import { isApprovedCode } from '@/donations/responseCodes'
import { writeApproved } from './storage'

const ATTEMPTS = 5

/**
 * An approved single gift whose receipt number could not be assigned at once is answered
 * without one (the charge stands). Asks the server for it a few times, further apart each time,
 * and keeps the numbered answer in storage so the receipt screen has it too.
 */
export function useLateReceiptNumber(data: DonateResponse | null | 'loading'): DonateResponse | null | 'loading' {
  const [numbered, setNumbered] = useState<DonateResponse | null>(null)
  const token =
    data !== 'loading' && data && !data.id && data.receiptToken && data.donation_type !== 'monthly' && isApprovedCode(data.ResponseCode)
      ? data.receiptToken
      : null

  useEffect(() => {
    if (!token) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async (attempt: number) => {
      try {
        const res = await fetch(`/api/donate/receipt/answer?token=${encodeURIComponent(token)}`, { cache: 'no-store' })
        const fresh = res.ok ? ((await res.json()) as DonateResponse) : null
        if (fresh?.id) {
          writeApproved(fresh)
          if (!stopped) setNumbered(fresh)
          return
        }
      } catch {
        // Offline for a moment: the next attempt may reach the server.
      }
      if (!stopped && attempt + 1 < ATTEMPTS) timer = setTimeout(() => void ask(attempt + 1), 2000 * (attempt + 1))
    }
    void ask(0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [token])

  // The server's answer knows nothing of the card note the browser added to the first one.
  if (numbered && data && data !== 'loading') return { ...numbered, tributeNote: data.tributeNote }
  return numbered ?? data
}
