'use client'

import { useMemo, useSyncExternalStore } from 'react'
import { STORAGE_APPROVED_KEY } from '@/donations/constants'
import type { DonateResponse } from '@/donations/response'

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
const read = () => {
  try {
    return window.localStorage.getItem(STORAGE_APPROVED_KEY)
  } catch {
    return null
  }
}

/**
 * pcfApprovedData: 'loading' while rendering on the server and hydrating (storage exists only in
 * the browser), then the stored payment answer or null.
 */
export function useApprovedData(): DonateResponse | null | 'loading' {
  const raw = useSyncExternalStore(subscribe, read, () => undefined)
  return useMemo(() => {
    if (raw === undefined) return 'loading'
    try {
      const data = raw ? (JSON.parse(raw) as unknown) : null
      return data && typeof data === 'object' ? (data as DonateResponse) : null
    } catch {
      return null
    }
  }, [raw])
}
