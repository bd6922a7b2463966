/** Writes pcfApprovedData (read through useApprovedData). Client-side only. */
import { STORAGE_APPROVED_KEY } from '@/donations/constants'
import type { DonateResponse } from '@/donations/response'

export function writeApproved(data: DonateResponse): void {
  try {
    window.localStorage.setItem(STORAGE_APPROVED_KEY, JSON.stringify(data))
  } catch {
    // Storage full or blocked: the next screen will say it has nothing to show.
  }
}
