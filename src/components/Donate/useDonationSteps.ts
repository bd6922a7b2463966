'use client'

import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { CARD_ONLY_FIELDS, HONOUREE_FIELDS, SUBMIT_DELAY_MS } from '@/donations/constants'
import type { validateStep } from '@/donations/schema'
import type { FieldErrors } from '@/forms/fieldErrors'

export const STEP_TITLES = ['Amount and card', 'Billing details', 'Gift details'] as const
export const LAST_STEP = STEP_TITLES.length - 1

// The shared zod rules are fetched when the donor first focuses the form rather than with the
// page, so they do not hold up the first paint on a slow phone; Next and Donate wait for them.
const loadValidateStep = () => import('@/donations/schema').then((m) => m.validateStep)
const LIVE_UNCHECKED = new Set(['b_tel'])

/** The element to focus for a field's error: the amount error belongs to the first preset. */
const focusTarget = (field: string) => (field === 'amount' ? 'selectAmount-25' : field)

/**
 * Moving through the three steps: the step shown, its errors (checked on Next and on submit,
 * and again on change for a field already showing one), focus after a move, and the submit
 * button's one-second wait on the last step.
 */
export function useDonationSteps({
  values,
  setValues,
  beforeLeaving,
}: {
  values: Record<string, string>
  setValues: Dispatch<SetStateAction<Record<string, string>>>
  /** Runs with the step's own checks on Next (the card frame's token); its errors stop the move too. */
  beforeLeaving?: (step: number) => Promise<FieldErrors>
}) {
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitReady, setSubmitReady] = useState(false)
  /** How many presses of Next are still being checked (the card check can take a few seconds). */
  const [checks, setChecks] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const validateRef = useRef<typeof validateStep | null>(null)
  const validator = async () => (validateRef.current ??= await loadValidateStep())
  const preloadValidation = () => void validator().catch(() => undefined) // fetched again by Next or Donate

  // The submit button wakes up one second after the last step appears.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the button must be disabled again each time the last step appears
    setSubmitReady(false)
    if (step !== LAST_STEP) return
    const timer = window.setTimeout(() => setSubmitReady(true), SUBMIT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [step])

  // After a step change, focus goes to the step's heading, or to the field a server error names.
  const focusAfterMove = useRef<string | null>(null)
  useEffect(() => {
    if (!moved.current) return
    const target = focusAfterMove.current
    focusAfterMove.current = null
    if (target) document.getElementById(target)?.focus()
    else headingRef.current?.focus()
  }, [step])

  /** Focus goes to the first error on the page, top to bottom (not the first the rules found). */
  const focusFirstError = (errs: FieldErrors) => {
    const targets = Object.keys(errs)
      .map((field) => document.getElementById(focusTarget(field)))
      .filter((el): el is HTMLElement => el !== null)
    if (!targets.length) return
    window.requestAnimationFrame(() => {
      const first = targets.reduce((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? b : a))
      first.focus()
    })
  }

  const change = useCallback(
    (name: string, value: string) => {
      const next = { ...values, [name]: value }
      // Choosing a preset clears the other amount, and typing one clears the preset.
      if (name === 'selectAmount' && value) next.otherAmount = ''
      if (name === 'otherAmount' && value) next.selectAmount = ''
      if (name === 'memoriam') {
        if (value === 'foundation') for (const f of HONOUREE_FIELDS) next[f] = ''
        if (value !== 'honour') next.h_occasion = ''
      }
      if (name === 'h_card' && value === 'no') for (const f of CARD_ONLY_FIELDS) next[f] = ''
      setValues(next)
      // A field that shows an error is checked again on change (never the telephone, per spec).
      const keys = name === 'selectAmount' || name === 'otherAmount' ? ['amount', 'otherAmount'] : name === 'memoriam' || name === 'h_card' ? Object.keys(errors) : name === 'b_country' ? [name, 'b_pcode'] : name === 'h_country' ? [name, 'h_pcode'] : [name]
      // Errors are only on screen after Next or Donate, which load the rules first.
      const validateNow = validateRef.current
      if (LIVE_UNCHECKED.has(name) || !keys.some((k) => errors[k]) || !validateNow) return
      const fresh = validateNow(step, next)
      const out = { ...errors }
      for (const k of keys) {
        if (!fresh[k]) delete out[k]
        else if (name !== 'memoriam' && name !== 'h_card') out[k] = fresh[k]
      }
      setErrors(out)
    },
    [values, setValues, errors, step],
  )

  const next = async () => {
    // The step Next was pressed on: a second press while the first is checked moves no further.
    const from = step
    setChecks((n) => n + 1)
    const [own, more] = await Promise.all([validator().then((validate) => validate(from, values)), beforeLeaving?.(from) ?? {}]).finally(() =>
      setChecks((n) => n - 1),
    )
    const errs = { ...own, ...more }
    setErrors(errs)
    if (Object.keys(errs).length) {
      focusFirstError(errs)
      return
    }
    if (from === 0 && !values.b_fname && !values.b_lname && values.card_name.trim()) {
      // The cardholder is usually the donor: fill the billing name rather than ask twice.
      const parts = values.card_name.trim().split(/\s+/)
      setValues((v) => ({ ...v, b_fname: parts.slice(0, -1).join(' ') || parts[0]!, b_lname: parts.length > 1 ? parts[parts.length - 1]! : '' }))
    }
    moved.current = true
    setStep(Math.min(LAST_STEP, from + 1))
  }

  const back = () => {
    moved.current = true
    setErrors({})
    setStep((s) => Math.max(0, s - 1))
  }

  /** The last step's check before sending: true when the gift may go. */
  const lastStepPasses = async () => {
    const errs = (await validator())(LAST_STEP, values)
    setErrors(errs)
    if (Object.keys(errs).length) {
      focusFirstError(errs)
      return false
    }
    return true
  }

  /** Back to an earlier step with errors the server found there, focus on the first of them. */
  const reopen = (at: number, errs: FieldErrors) => {
    setErrors(errs)
    moved.current = true
    focusAfterMove.current = focusTarget(Object.keys(errs)[0] ?? '') || null
    setStep(at)
  }

  return { step, errors, submitReady, checking: checks > 0, headingRef, preloadValidation, change, next, back, lastStepPasses, reopen }
}
