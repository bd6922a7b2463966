'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { chosenAmount, formatCad } from '@/donations/amount'
import { EXPIRY_MONTHS, expiryYears, toCardExp } from '@/donations/cardExp'
import {
  ADMIN_ONLY_MAX,
  DONATION_AREAS,
  DONATION_TYPES,
  GIFT_TYPES,
  H_MESSAGE_MAX,
  HONOUREE_FIELDS,
  MESSAGES,
  OCCASIONS,
  PRESET_AMOUNTS,
  STORAGE_DRAFT_KEY,
  SUBMIT_DELAY_MS,
} from '@/donations/constants'
import { parseDraft, serialiseDraft } from '@/donations/draft'
import { isApprovedCode } from '@/donations/responseCodes'
import type { DonateResponse } from '@/donations/response'
import type { FieldErrors, validateStep } from '@/donations/schema'
import { errorId, FieldError, Fieldset, SelectField, TextArea, TextField } from './Field'
import { Stepper } from './Stepper'
import { writeApproved } from './storage'

const STEP_TITLES = ['Amount and card', 'Billing details', 'Gift details'] as const

// The shared zod rules are fetched when the donor first focuses the form rather than with the
// page, so they do not hold up the first paint on a slow phone; Next and Donate wait for them.
const loadValidateStep = () => import('@/donations/schema').then((m) => m.validateStep)
const LIVE_UNCHECKED = new Set(['b_tel'])

const INITIAL: Record<string, string> = {
  selectAmount: '',
  otherAmount: '',
  donation_area: 'Area of greatest need',
  card_number: '',
  card_name: '',
  expiryMonth: '',
  expiryYear: '',
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
  information: 'true',
  adminonly: '',
  ...Object.fromEntries(HONOUREE_FIELDS.map((f) => [f, ''])),
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The donation type choice and the three-step form (spec §2, §4, §5). Values live in this
 * component; all but the card fields are saved to pcfFormData on every change and restored on
 * return. Submitting posts the multipart form to /api/donate and routes by the answer.
 */
export function DonateForm({ initialType = '', formPath = '/ways-to-give/donate-online' }: { initialType?: string; formPath?: string }) {
  const router = useRouter()
  const [type, setType] = useState<string>(initialType)
  const [step, setStep] = useState(0)
  const [values, setValues] = useState<Record<string, string>>(INITIAL)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitReady, setSubmitReady] = useState(false)
  const [sending, setSending] = useState(false)
  const [restored, setRestored] = useState(false)
  const sendingRef = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const [years] = useState(() => expiryYears())
  const validateRef = useRef<typeof validateStep | null>(null)
  const validator = async () => (validateRef.current ??= await loadValidateStep())
  const preloadValidation = () => void validator().catch(() => undefined) // fetched again by Next or Donate

  // Restore a recent draft once, after hydration (storage exists only in the browser).
  useEffect(() => {
    const draft = parseDraft(window.localStorage.getItem(STORAGE_DRAFT_KEY))
    /* eslint-disable react-hooks/set-state-in-effect -- storage exists only after hydration: the draft is restored once, here */
    if (!draft) {
      window.localStorage.removeItem(STORAGE_DRAFT_KEY)
    } else {
      setValues((v) => ({ ...v, ...draft.values }))
      if (!initialType && (draft.donation_type === 'single' || draft.donation_type === 'monthly')) {
        // The form's home is formPath: a returning donor on /donate is taken there.
        if (window.location.pathname !== formPath) router.replace(`${formPath}?type=${draft.donation_type}`)
        else setType(draft.donation_type)
      }
    }
    setRestored(true)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [initialType, formPath, router])

  // Save on every change (after the restore, so an empty form never overwrites the draft).
  useEffect(() => {
    if (!restored || !type) return
    try {
      window.localStorage.setItem(STORAGE_DRAFT_KEY, serialiseDraft(values, type))
    } catch {
      // Storage blocked: the form still works, only the draft is lost.
    }
  }, [values, type, restored])

  // The submit button wakes up one second after the last step appears.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the button must be disabled again each time the last step appears
    setSubmitReady(false)
    if (step !== 2) return
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

  const focusFirstError = (errs: FieldErrors) => {
    const first = Object.keys(errs)[0]
    if (!first) return
    const target = first === 'amount' ? 'selectAmount-25' : first
    window.requestAnimationFrame(() => document.getElementById(target)?.focus())
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
      setValues(next)
      // A field that shows an error is checked again on change (never the telephone, per spec).
      const keys = name === 'selectAmount' || name === 'otherAmount' ? ['amount', 'otherAmount'] : name === 'memoriam' ? Object.keys(errors) : [name]
      // Errors are only on screen after Next or Donate, which load the rules first.
      const validateNow = validateRef.current
      if (LIVE_UNCHECKED.has(name) || !keys.some((k) => errors[k]) || !validateNow) return
      const fresh = validateNow(step, next)
      const out = { ...errors }
      for (const k of keys) {
        if (!fresh[k]) delete out[k]
        else if (name !== 'memoriam') out[k] = fresh[k]
      }
      setErrors(out)
    },
    [values, errors, step],
  )

  const next = async () => {
    const errs = (await validator())(step, values)
    setErrors(errs)
    if (Object.keys(errs).length) {
      focusFirstError(errs)
      return
    }
    if (step === 0 && !values.b_fname && !values.b_lname && values.card_name.trim()) {
      // The cardholder is usually the donor: fill the billing name rather than ask twice.
      const parts = values.card_name.trim().split(/\s+/)
      setValues((v) => ({ ...v, b_fname: parts.slice(0, -1).join(' ') || parts[0]!, b_lname: parts.length > 1 ? parts[parts.length - 1]! : '' }))
    }
    moved.current = true
    setStep((s) => Math.min(2, s + 1))
  }

  const back = () => {
    moved.current = true
    setErrors({})
    setStep((s) => Math.max(0, s - 1))
  }

  const amount = chosenAmount(values.selectAmount, values.otherAmount)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (step !== 2) return next()
    if (!submitReady || sendingRef.current) return
    const errs = (await validator())(2, values)
    setErrors(errs)
    if (Object.keys(errs).length) return focusFirstError(errs)
    sendingRef.current = true
    setSending(true)
    const form = new FormData()
    for (const [k, v] of Object.entries(values)) if (k !== 'expiryMonth' && k !== 'expiryYear') form.append(k, v)
    form.set('donation_amount', amount ?? '')
    form.set('card_exp', toCardExp(values.expiryMonth, values.expiryYear))
    form.set('donation_type', type)
    try {
      const res = await fetch('/api/donate', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': newIdempotencyKey() },
        body: form,
      })
      const data = (await res.json()) as DonateResponse & { errors?: Record<string, string[]> }
      if (data.errors) {
        if (data.errors.b_email) {
          const errs = { b_email: [MESSAGES.email] }
          setErrors(errs)
          moved.current = true
          focusAfterMove.current = 'b_email'
          setStep(1)
          return
        }
        router.push('/ways-to-give/submission-error')
        return
      }
      writeApproved(data)
      if (isApprovedCode(data.ResponseCode)) {
        window.localStorage.removeItem(STORAGE_DRAFT_KEY)
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

  if (!type) {
    return (
      <div className="mt-2" data-testid="donation-type-choice">
        <h2 className="text-2xl">How would you like to give?</h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row">
          {DONATION_TYPES.map((t) => (
            <button
              key={t.value}
              type="button"
              onClick={() => {
                if (window.location.pathname !== formPath) router.push(`${formPath}?type=${t.value}`)
                else setType(t.value)
              }}
              className="flex-1 rounded border-2 border-navy bg-white px-6 py-5 text-left text-lg font-bold text-navy hover:bg-sky-light"
            >
              {t.label}
              <span className="mt-1 block text-base font-normal text-muted">
                {t.value === 'single' ? 'One gift, charged today.' : 'The same gift each month, charged on the 15th.'}
              </span>
            </button>
          ))}
        </div>
      </div>
    )
  }

  const typeLabel = DONATION_TYPES.find((t) => t.value === type)?.label ?? ''
  const e = (name: string) => errors[name]
  const honour = values.memoriam !== 'foundation'

  return (
    <form aria-label="Online donation" noValidate onSubmit={submit} onFocus={preloadValidation} className="mt-2">
      <p className="flex flex-wrap items-center gap-3">
        <span className="rounded bg-sky-light px-3 py-1 font-semibold text-navy">{typeLabel}</span>
        <button type="button" className="text-sky underline" onClick={() => {
            const other = type === 'single' ? 'monthly' : 'single'
            setType(other)
            // Keep the address in step, so a reload shows the same type (no navigation needed).
            if (window.location.pathname === formPath) window.history.replaceState(window.history.state, '', `${formPath}?type=${other}`)
          }}>
          Switch to {type === 'single' ? 'Monthly Giving Program' : 'Single Donation'}
        </button>
      </p>
      <div className="mt-6">
        <Stepper steps={STEP_TITLES} active={step} label="Donation steps" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl outline-none" data-testid="step-heading">
        Step {step + 1} of 3: {STEP_TITLES[step]}
      </h2>
      <p className="text-sm text-muted">Fields marked * are required.</p>

      {step === 0 && (
        <div>
          <Fieldset legend={type === 'monthly' ? 'Monthly amount (CAD) *' : 'Amount (CAD) *'}>
            <div role="radiogroup" aria-label="Preset amounts" aria-describedby={e('amount') ? errorId('amount') : undefined} className="mt-2 flex flex-wrap gap-3">
              {PRESET_AMOUNTS.map((a) => (
                <label key={a} htmlFor={`selectAmount-${a}`} className={`cursor-pointer rounded border-2 px-5 py-2 font-bold ${values.selectAmount === a ? 'border-navy bg-navy text-white' : 'border-navy/40 text-navy'} has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus`}>
                  <input
                    id={`selectAmount-${a}`}
                    type="radio"
                    name="selectAmount"
                    value={a}
                    checked={values.selectAmount === a}
                    onChange={() => change('selectAmount', a)}
                    className="sr-only"
                  />
                  ${a}
                </label>
              ))}
            </div>
            <TextField
              name="otherAmount"
              label="Other amount"
              value={values.otherAmount}
              inputMode="decimal"
              hint="At least $0.01."
              errors={e('otherAmount')}
              onChange={change}
              className="mt-3 max-w-xs"
            />
            <FieldError name="amount" messages={e('amount')} />
          </Fieldset>
          <SelectField name="donation_area" label="Donation area" required value={values.donation_area} options={DONATION_AREAS} errors={e('donation_area')} onChange={change} className="mt-6 max-w-md" />
          <Fieldset legend="Card details">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="card_number" label="Card number" required value={values.card_number} autoComplete="cc-number" inputMode="numeric" hint="Visa, Mastercard or American Express." errors={e('card_number')} onChange={change} />
              <TextField name="card_name" label="Name on card" required value={values.card_name} autoComplete="cc-name" errors={e('card_name')} onChange={change} />
              <SelectField name="expiryMonth" label="Expiry month" required value={values.expiryMonth} options={EXPIRY_MONTHS} placeholder="Month" errors={e('expiryMonth')} onChange={change} />
              <SelectField name="expiryYear" label="Expiry year" required value={values.expiryYear} options={years} placeholder="Year" errors={e('expiryYear')} onChange={change} />
            </div>
          </Fieldset>
        </div>
      )}

      {step === 1 && (
        <Fieldset legend="Billing details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="b_fname" label="First name" required value={values.b_fname} autoComplete="given-name" errors={e('b_fname')} onChange={change} />
            <TextField name="b_lname" label="Last name" required value={values.b_lname} autoComplete="family-name" errors={e('b_lname')} onChange={change} />
            <TextField name="b_add" label="Street address" required value={values.b_add} autoComplete="street-address" errors={e('b_add')} onChange={change} className="sm:col-span-2" />
            <TextField name="b_city" label="City" required value={values.b_city} autoComplete="address-level2" errors={e('b_city')} onChange={change} />
            <TextField name="b_prov" label="Province or state" required value={values.b_prov} autoComplete="address-level1" errors={e('b_prov')} onChange={change} />
            <TextField name="b_pcode" label="Postal code" required value={values.b_pcode} autoComplete="postal-code" errors={e('b_pcode')} onChange={change} />
            <TextField name="b_country" label="Country" required value={values.b_country} autoComplete="country-name" errors={e('b_country')} onChange={change} />
            <TextField name="b_tel" label="Telephone" required type="tel" value={values.b_tel} autoComplete="tel" errors={e('b_tel')} onChange={change} />
            <TextField name="b_email" label="Email" required type="email" value={values.b_email} autoComplete="email" hint="Your receipt details are sent here." errors={e('b_email')} onChange={change} />
          </div>
        </Fieldset>
      )}

      {step === 2 && (
        <div>
          <Fieldset legend="Gift type">
            <div className="mt-2 flex flex-col gap-2">
              {GIFT_TYPES.map((g) => (
                <label key={g.value} className="flex items-center gap-2">
                  <input type="radio" name="memoriam" value={g.value} checked={values.memoriam === g.value} onChange={() => change('memoriam', g.value)} className="h-5 w-5" />
                  {g.label}
                </label>
              ))}
            </div>
          </Fieldset>
          {honour && (
            <Fieldset legend={values.memoriam === 'honour' ? 'In honour of' : 'In memory of'}>
              <div className="grid gap-4 sm:grid-cols-2" data-testid="honour-fields">
                {values.memoriam === 'honour' && (
                  <SelectField name="h_occasion" label="Occasion" value={values.h_occasion} options={OCCASIONS} errors={e('h_occasion')} onChange={change} />
                )}
                <TextField name="h_title" label="Title (for example Mr. or Dr.)" value={values.h_title} errors={e('h_title')} onChange={change} />
                <TextField name="h_fname" label="First name" required value={values.h_fname} errors={e('h_fname')} onChange={change} />
                <TextField name="h_lname" label="Last name" required value={values.h_lname} errors={e('h_lname')} onChange={change} />
                <TextField name="h_name" label="Send the card to (name)" value={values.h_name} errors={e('h_name')} onChange={change} />
                <TextField name="h_add" label="Street address" required value={values.h_add} errors={e('h_add')} onChange={change} />
                <TextField name="h_city" label="City" required value={values.h_city} errors={e('h_city')} onChange={change} />
                <TextField name="h_prov" label="Province or state" required value={values.h_prov} errors={e('h_prov')} onChange={change} />
                <TextField name="h_pcode" label="Postal code" required value={values.h_pcode} errors={e('h_pcode')} onChange={change} />
                <TextField name="h_country" label="Country" required value={values.h_country} errors={e('h_country')} onChange={change} />
                <TextField name="h_sent_behalf" label="Sent on behalf of" value={values.h_sent_behalf} errors={e('h_sent_behalf')} onChange={change} />
                <TextField name="h_name_on_card" label="Name to show on the card" value={values.h_name_on_card} errors={e('h_name_on_card')} onChange={change} />
                <TextArea name="h_message" label="Message" value={values.h_message} maxLength={H_MESSAGE_MAX} errors={e('h_message')} onChange={change} className="sm:col-span-2" />
              </div>
            </Fieldset>
          )}
          <div className="mt-6 flex items-start gap-2">
            <input
              id="information"
              type="checkbox"
              checked={values.information === 'true'}
              onChange={(ev) => change('information', ev.target.checked ? 'true' : 'false')}
              className="mt-1 h-5 w-5"
            />
            <label htmlFor="information">Yes, send me news about our programs and events. You can unsubscribe at any time.</label>
          </div>
          <TextArea name="adminonly" label="Office use (optional note)" value={values.adminonly} maxLength={ADMIN_ONLY_MAX} errors={e('adminonly')} onChange={change} className="mt-6" />
          <p className="mt-6 rounded bg-sky-light p-4">
            {type === 'monthly' ? 'Monthly gift' : 'Gift'}: <strong>{amount ? formatCad(amount) : '—'}</strong> to {values.donation_area}.
          </p>
        </div>
      )}

      <div className="mt-8 flex flex-wrap gap-4">
        {step > 0 && (
          <button type="button" onClick={back} className="rounded border-2 border-navy px-6 py-3 font-semibold text-navy hover:bg-sky-light">
            Back
          </button>
        )}
        {step < 2 ? (
          <button type="button" onClick={next} className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
            Next
          </button>
        ) : (
          <button
            type="submit"
            disabled={!submitReady || sending}
            aria-busy={sending || undefined}
            className="inline-flex items-center gap-2 rounded bg-donate px-6 py-3 font-bold text-navy-dark hover:bg-donate-dark disabled:cursor-not-allowed disabled:opacity-60"
          >
            {sending && <span aria-hidden="true" data-testid="spinner" className="h-4 w-4 animate-spin rounded-full border-2 border-navy-dark border-t-transparent" />}
            {sending ? 'Sending…' : type === 'monthly' ? 'Give monthly' : 'Donate now'}
          </button>
        )}
      </div>
    </form>
  )
}
