import Link from '@/components/IntentLink/IntentLink.client'
import { cardLabel } from '@/donations/cardLabel'
import { TextField } from '@/components/FormFields'
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import { MY_GIVING_PATH, PAUSE_MONTHS } from '@/myGiving/constants'
import { isPaused } from '@/myGiving/monthlyActions'
import type { Flash } from '@/myGiving/sessions'
import type { RecurringDonation } from '@/payload-types'
import { buttonClass, quietButtonClass } from './styles'


export function giftState(e: RecurringDonation, now: Date): string {
  if (e.status === 'cancelled') return `Cancelled${e.cancelledAt ? ` on ${formatDayMonthYear(e.cancelledAt)}` : ''}`
  if (e.status === 'failing' || (e.failedAttempts ?? 0) > 0) return 'The last charge failed: please replace your card'
  if (isPaused(e, now)) return `Paused until ${formatDayMonthYear(e.pausedUntil!)}`
  return 'Active'
}

/** One monthly gift and what the donor can do to it: plain forms, each with the session's form token. */
export function MonthlyGift({ gift, csrf, flash, now }: { gift: RecurringDonation; csrf: string; flash: Flash | null; now: Date }) {
  const id = gift.id
  const fieldError = (field: string) => (flash?.tone === 'error' && flash.gift === id && flash.field === field ? [flash.message] : undefined)
  const live = gift.status !== 'cancelled'
  const paused = isPaused(gift, now)
  return (
    <article id={`gift-${id}`} aria-labelledby={`gift-${id}-title`} className="rounded border border-muted p-5" data-testid="monthly-gift">
      <h3 id={`gift-${id}-title`} className="text-xl">
        {formatCad(gift.amount)} a month{gift.donationArea ? ` for ${gift.donationArea}` : ''}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="gift-status">{giftState(gift, now)}</dd>
        {live && gift.nextChargeDate && (
          <>
            <dt className="font-semibold">Next charge</dt>
            <dd>{formatDayMonthYear(gift.retryAt ?? gift.nextChargeDate)}</dd>
          </>
        )}
        <dt className="font-semibold">Card</dt>
        <dd data-testid="gift-card">{cardLabel(gift)}</dd>
      </dl>
      {live && (
        <div className="mt-5 grid gap-6 md:grid-cols-2">
          <form method="post" action={`${MY_GIVING_PATH}/monthly`} className="space-y-3" aria-label="Change the monthly amount" noValidate>
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="gift" value={id} />
            <input type="hidden" name="action" value="amount" />
            <TextField ids={{ prefix: `gift-${id}` }} name="amount" label="New monthly amount ($)" inputMode="decimal" required errors={fieldError('amount')} />
            <button type="submit" className={buttonClass}>
              Change the amount
            </button>
          </form>
          {paused ? (
            <form method="post" action={`${MY_GIVING_PATH}/monthly`} className="space-y-3" aria-label="Resume the monthly gift">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="gift" value={id} />
              <input type="hidden" name="action" value="resume" />
              <p>Your gift is paused. Resume it to be charged again from the next 15th.</p>
              <button type="submit" className={buttonClass}>
                Resume my monthly gift
              </button>
            </form>
          ) : (
            <form method="post" action={`${MY_GIVING_PATH}/monthly`} className="space-y-3" aria-label="Pause the monthly gift" noValidate>
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="gift" value={id} />
              <input type="hidden" name="action" value="pause" />
              <fieldset aria-describedby={fieldError('months') ? `gift-${id}-months-error` : undefined}>
                <legend className="mb-1 font-semibold">Pause for</legend>
                <div className="flex flex-wrap gap-4">
                  {PAUSE_MONTHS.map((m) => (
                    <label key={m} className="inline-flex items-center gap-2">
                      <input type="radio" name="months" value={m} className="h-5 w-5 accent-sky" />
                      {m} month{m === 1 ? '' : 's'}
                    </label>
                  ))}
                </div>
                {fieldError('months') && (
                  <p id={`gift-${id}-months-error`} className="mt-1 text-sm font-semibold text-red-800">
                    {fieldError('months')![0]}
                  </p>
                )}
              </fieldset>
              <button type="submit" className={buttonClass}>
                Pause my monthly gift
              </button>
            </form>
          )}
          <p>
            <Link href={`${MY_GIVING_PATH}/card?gift=${id}`} className="font-semibold">
              Replace the card
            </Link>
          </p>
          <p>
            <Link href={`${MY_GIVING_PATH}/cancel?gift=${id}`} className={`${quietButtonClass} inline-block`}>
              Cancel this monthly gift
            </Link>
          </p>
        </div>
      )}
    </article>
  )
}
