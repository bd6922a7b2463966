'use client'

import { useRef, type FormEvent, type ReactNode } from 'react'
import type { CardFrameHandle } from '@/components/CardFrame/CardFrame.client'
import { useFocusOnArrival } from '@/components/useFocusOnArrival'
import { useScriptRunning } from '@/components/useScriptRunning'
import { chosenAmount } from '@/donations/amount'
import type { CardFrame } from '@/donations/cardFrame/cardFrameConfig'
import { DONATION_TYPES } from '@/donations/constants'
import type { FieldErrors } from '@/forms/fieldErrors'
import type { PageForGift } from '@/fundraising/pageForGift'
import { AmountAndCardStep } from './AmountAndCardStep'
import { BillingStep } from './BillingStep'
import { DonationChallenge } from './DonationChallenge.client'
import { DonationTypeChoice } from './DonationTypeChoice'
import { GiftDetailsStep } from './GiftDetailsStep'
import { Stepper } from './Stepper'
import { useDonateSubmit } from './useDonateSubmit'
import { NOT_FOR_A_PAGE, useDonationDraft } from './useDonationDraft'
import { LAST_STEP, STEP_TITLES, useDonationSteps } from './useDonationSteps'
import { useDonationType } from './useDonationType'

/**
 * The donation type choice and the three-step form: the type
 * (useDonationType), the values and their draft in storage (useDonationDraft), the steps and
 * their checks (useDonationSteps), and sending with its routing (useDonateSubmit). The card is
 * typed into the processor's frame (`cardFrame`) and leaving step 1 asks it for a temporary token,
 * which goes with the gift in place of the card. The first step stays mounted (hidden) on the
 * later steps, so the frame keeps what was typed when the donor goes back. Without a frame set
 * up, or without JavaScript, `otherWays` is shown instead of a form that could not take a card.
 */
export function DonateForm({
  initialType = '',
  formPath = '/ways-to-give/donate-online',
  cardFrame,
  fundraiserPage = null,
  noScript,
  otherWays,
}: {
  initialType?: string
  formPath?: string
  cardFrame: CardFrame | null
  /** The fundraising page the gift is credited to, when the form was opened from its "Donate". */
  fundraiserPage?: PageForGift | null
  /** Shown without JavaScript, in place of the form. */
  noScript: ReactNode
  /** Shown when no card frame is set up. */
  otherWays: ReactNode
}) {
  // False in the server's HTML: without JavaScript the form, which could not take a card, stays hidden.
  const scripted = useScriptRunning()
  const { type, choose, resume, switchType } = useDonationType(initialType, formPath)
  const fixed = fundraiserPage
    ? { ...NOT_FOR_A_PAGE, fundraiser_page: fundraiserPage.slug, ...(fundraiserPage.donationArea ? { donation_area: fundraiserPage.donationArea } : {}) }
    : NOT_FOR_A_PAGE
  const { values, setValues, discardDraft } = useDonationDraft({ type, initialType, resume, fixed })
  const frameRef = useRef<CardFrameHandle>(null)
  const cardTokenRef = useRef<{ token: string; bin: string } | null>(null)
  /** Leaving step 1: the frame's token for the card, or its error at the frame. */
  const tokenizeCard = async (at: number): Promise<FieldErrors> => {
    if (at !== 0) return {}
    cardTokenRef.current = null
    const answer = await (frameRef.current?.tokenize() ?? Promise.resolve(null))
    if (!answer) return { card_token: ['The card field did not load. Please reload the page.'] }
    if (!answer.ok) return { card_token: [answer.message] }
    cardTokenRef.current = { token: answer.dataKey, bin: answer.bin }
    return {}
  }
  const { step, errors, submitReady, checking, headingRef, preloadValidation, change, next, back, lastStepPasses, reopen } = useDonationSteps({ values, setValues, beforeLeaving: tokenizeCard })
  const { sending, send, notice, setChallengePayload } = useDonateSubmit({
    type,
    values,
    cardTokenRef,
    onApproved: discardDraft,
    onEmailRejected: (errs) => reopen(1, errs),
    // A token refused by the server (expired, used): back to the card, which is still typed in the frame.
    onCardRefused: (errs) => reopen(0, errs),
  })

  if (!type) return <DonationTypeChoice onChoose={choose} formPath={formPath} />
  if (!cardFrame) return otherWays

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
      <noscript>{noScript}</noscript>
      <form hidden={!scripted} aria-label="Online donation" noValidate onSubmit={submit} onFocus={preloadValidation} className="mt-2">
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded bg-sky-light px-3 py-1 font-semibold text-navy">{typeLabel}</span>
          <button type="button" className="text-sky underline" onClick={switchType}>
            Switch to {type === 'single' ? 'Monthly Giving Program' : 'Single Donation'}
          </button>
        </p>
        {fundraiserPage && (
          <p className="mt-4 rounded border-l-4 border-navy bg-sky-light p-4" data-testid="gift-for-page">
            Your gift is credited to <strong>{fundraiserPage.name}</strong>’s page for {fundraiserPage.campaignTitle}. Your tax receipt comes from us, as for any gift.
          </p>
        )}
        <div className="mt-6">
          <Stepper steps={STEP_TITLES} active={step} label="Donation steps" />
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl outline-none" data-testid="step-heading">
          Step {step + 1} of 3: {STEP_TITLES[step]}
        </h2>
        <p className="text-sm text-muted">Fields marked * are required.</p>

        <div hidden={step !== 0}>
          <AmountAndCardStep type={type} values={values} errors={step === 0 ? errors : {}} onChange={change} cardFrame={cardFrame} cardFrameRef={frameRef} />
        </div>
        {step === 1 && <BillingStep values={values} errors={errors} onChange={change} />}
        {step === 2 && (
          <GiftDetailsStep
            type={type}
            values={values}
            errors={errors}
            onChange={change}
            amount={chosenAmount(values.selectAmount, values.otherAmount)}
            fundraiserName={fundraiserPage?.name ?? null}
          />
        )}

        {step === LAST_STEP && notice?.challenge && <DonationChallenge key={notice.attempt} message={notice.message} onChange={setChallengePayload} />}
        {step === LAST_STEP && notice && !notice.challenge && <RefusalNotice key={notice.attempt} message={notice.message} />}

        <div className="mt-8 flex flex-wrap gap-4">
          {step > 0 && (
            <button type="button" onClick={back} className="rounded border-2 border-navy px-6 py-3 font-semibold text-navy hover:bg-sky-light">
              Back
            </button>
          )}
          {step < LAST_STEP ? (
            <>
              <button type="button" onClick={next} aria-busy={checking || undefined} className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
                Next
              </button>
              {/* The card check can take a few seconds on a slow line: say that something is happening. */}
              <p role="status" className="self-center text-sm" data-testid="step-checking">
                {checking && step === 0 ? 'Checking your card…' : ''}
              </p>
            </>
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

/** Why the gift was not sent (a pause after declines); focused as it shows, as the button pressed is disabled while its post is out. */
function RefusalNotice({ message }: { message: string }) {
  const notice = useFocusOnArrival<HTMLParagraphElement>(true)
  return (
    <p ref={notice} tabIndex={-1} role="alert" className="mt-6 rounded border-l-4 border-donate-dark bg-sky-light p-4" data-testid="donation-refused">
      {message}
    </p>
  )
}
