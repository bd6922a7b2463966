'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { chosenAmount } from '@/donations/amount'
import { expiryYears } from '@/donations/cardExp'
import { DONATION_TYPES } from '@/donations/constants'
import { AmountAndCardStep } from './AmountAndCardStep'
import { BillingStep } from './BillingStep'
import { DonationChallenge } from './DonationChallenge.client'
import { DonationTypeChoice } from './DonationTypeChoice'
import { GiftDetailsStep } from './GiftDetailsStep'
import { Stepper } from './Stepper'
import { useDonateSubmit } from './useDonateSubmit'
import { useDonationDraft } from './useDonationDraft'
import { LAST_STEP, STEP_TITLES, useDonationSteps } from './useDonationSteps'
import { useDonationType } from './useDonationType'

/**
 * The donation type choice and the three-step form (spec §2, §4, §5): the type
 * (useDonationType), the values and their draft in storage (useDonationDraft), the steps and
 * their checks (useDonationSteps), and sending with its routing (useDonateSubmit).
 */
export function DonateForm({ initialType = '', formPath = '/ways-to-give/donate-online' }: { initialType?: string; formPath?: string }) {
  const { type, choose, resume, switchType } = useDonationType(initialType, formPath)
  const { values, setValues, discardDraft } = useDonationDraft({ type, initialType, resume })
  const { step, errors, submitReady, headingRef, preloadValidation, change, next, back, lastStepPasses, reopen } = useDonationSteps({ values, setValues })
  const { sending, send, notice, setChallengePayload } = useDonateSubmit({ type, values, onApproved: discardDraft, onEmailRejected: (errs) => reopen(1, errs) })
  const [years] = useState(() => expiryYears())

  if (!type) return <DonationTypeChoice onChoose={choose} formPath={formPath} />

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Enter in a field of an earlier step means Next.
    if (step !== LAST_STEP) return next()
    if (!submitReady) return
    await send(lastStepPasses)
  }

  const typeLabel = DONATION_TYPES.find((t) => t.value === type)?.label ?? ''
  return (
    <>
      <noscript>
        <div className="mt-2 rounded border-l-4 border-donate-dark bg-sky-light p-4" data-testid="donate-needs-scripts">
          <p className="font-semibold">The online donation form needs JavaScript, which is turned off in this browser.</p>
          <p className="mt-2">
            Turn it on and reload this page, or give by phone, by mail or in person: see <Link href="/ways-to-give/alternative-ways-to-support-us">other ways to give</Link>.
          </p>
        </div>
      </noscript>
      <form aria-label="Online donation" noValidate onSubmit={submit} onFocus={preloadValidation} className="mt-2">
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded bg-sky-light px-3 py-1 font-semibold text-navy">{typeLabel}</span>
          <button type="button" className="text-sky underline" onClick={switchType}>
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

        {step === 0 && <AmountAndCardStep type={type} values={values} errors={errors} onChange={change} years={years} />}
        {step === 1 && <BillingStep values={values} errors={errors} onChange={change} />}
        {step === 2 && <GiftDetailsStep type={type} values={values} errors={errors} onChange={change} amount={chosenAmount(values.selectAmount, values.otherAmount)} />}

        {step === LAST_STEP && notice?.challenge && <DonationChallenge key={notice.attempt} message={notice.message} onChange={setChallengePayload} />}
        {step === LAST_STEP && notice && !notice.challenge && (
          <p role="alert" className="mt-6 rounded border-l-4 border-donate-dark bg-sky-light p-4" data-testid="donation-refused">
            {notice.message}
          </p>
        )}

        <div className="mt-8 flex flex-wrap gap-4">
          {step > 0 && (
            <button type="button" onClick={back} className="rounded border-2 border-navy px-6 py-3 font-semibold text-navy hover:bg-sky-light">
              Back
            </button>
          )}
          {step < LAST_STEP ? (
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
    </>
  )
}
