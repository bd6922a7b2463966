'use client'

import { useCallback, useEffect, useState } from 'react'
import { HONOUREE_FIELDS, STORAGE_DRAFT_KEY, type DonationType } from '@/donations/constants'
import { parseDraft, serialiseDraft } from '@/donations/draft'

/** A gift credited to no fundraising page (and how a donor appears on one, until they choose). */
export const NOT_FOR_A_PAGE = { fundraiser_page: '', fundraiser_show_as: 'anonymous', fundraiser_message: '' }

/** The donation form's values before the donor types anything. */
export const EMPTY_DONATION: Record<string, string> = {
  selectAmount: '',
  otherAmount: '',
  donation_area: 'Area of greatest need',
  card_name: '',
  b_fname: '',
  b_lname: '',
  b_add: '',
  b_city: '',
  b_prov: '',
  b_country: 'Canada',
  b_pcode: '',
  b_tel: '',
  b_email: '',
  memoriam: 'foundation',
  h_card: 'yes',
  information: 'false',
  adminonly: '',
  ...Object.fromEntries(HONOUREE_FIELDS.map((f) => [f, ''])),
  ...NOT_FOR_A_PAGE,
}

/**
 * The form's values, kept as a draft in browser storage (pcfFormData, format in
 * @/donations/draft: everything but the card fields, with the type and a timestamp). A recent
 * draft is restored once after hydration; its type is handed to `resume` when the page was
 * opened without one. From then on every change is saved, and an approved gift discards it.
 */
export function useDonationDraft({
  type,
  initialType,
  resume,
  fixed = {},
}: {
  type: string
  initialType: string
  resume: (type: DonationType) => void
  /** Values the page decides, over any draft (the fundraising page a gift is credited to). */
  fixed?: Record<string, string>
}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...EMPTY_DONATION, ...fixed }))
  const [restored, setRestored] = useState(false)

  // Restore a recent draft once, after hydration (storage exists only in the browser).
  useEffect(() => {
    const draft = parseDraft(window.localStorage.getItem(STORAGE_DRAFT_KEY))
    /* eslint-disable react-hooks/set-state-in-effect -- storage exists only after hydration: the draft is restored once, here */
    if (!draft) {
      window.localStorage.removeItem(STORAGE_DRAFT_KEY)
    } else {
      setValues((v) => ({ ...v, ...draft.values, ...fixed }))
      if (!initialType && (draft.donation_type === 'single' || draft.donation_type === 'monthly')) resume(draft.donation_type)
    }
    setRestored(true)
    /* eslint-enable react-hooks/set-state-in-effect */
    // Read once, with the draft: `fixed` comes from the page's address, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialType, resume])

  // Save on every change (after the restore, so an empty form never overwrites the draft).
  useEffect(() => {
    if (!restored || !type) return
    try {
      window.localStorage.setItem(STORAGE_DRAFT_KEY, serialiseDraft(values, type))
    } catch {
      // Storage blocked: the form still works, only the draft is lost.
    }
  }, [values, type, restored])

  const discardDraft = useCallback(() => window.localStorage.removeItem(STORAGE_DRAFT_KEY), [])

  return { values, setValues, discardDraft }
}
