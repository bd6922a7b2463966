'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'
import type { DonationType } from '@/donations/constants'

/**
 * Single gift or monthly gift: '' until the donor chooses. The form's home is formPath, so a
 * choice made on another page (/ways-to-give/donate) is taken there as ?type=…; on formPath
 * itself the choice just shows the form.
 */
export function useDonationType(initialType: string, formPath: string) {
  const router = useRouter()
  const [type, setType] = useState<string>(initialType)

  const goTo = useCallback(
    (chosen: DonationType, how: 'push' | 'replace') => {
      if (window.location.pathname !== formPath) router[how](`${formPath}?type=${chosen}`)
      else setType(chosen)
    },
    [formPath, router],
  )
  /** A choice on the type screen: a new history entry, so Back returns to the choice. */
  const choose = useCallback((chosen: DonationType) => goTo(chosen, 'push'), [goTo])
  /** The type of a restored draft: the address is replaced, as the donor chose nothing. */
  const resume = useCallback((chosen: DonationType) => goTo(chosen, 'replace'), [goTo])

  const switchType = () => {
    const other = type === 'single' ? 'monthly' : 'single'
    setType(other)
    // Keep the address in step, so a reload shows the same type (no navigation needed).
    if (window.location.pathname === formPath) window.history.replaceState(window.history.state, '', `${formPath}?type=${other}`)
  }

  return { type, choose, resume, switchType }
}
