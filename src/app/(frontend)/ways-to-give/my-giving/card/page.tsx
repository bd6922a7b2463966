import type { Metadata } from 'next'
import Link from 'next/link'
import { SelectField, TextField } from '@/components/FormFields'
import { cardLabel } from '@/donations/cardLabel'
import { Flash } from '@/components/MyGiving/Flash'
import { NotYours } from '@/components/MyGiving/NotYours'
import { signedInGift } from '@/components/MyGiving/signedInGift'
import { buttonClass } from '@/components/MyGiving/styles'
import { EXPIRY_MONTHS, expiryYears } from '@/donations/cardExp'
import { formatCad } from '@/format/money'
import { MY_GIVING_PATH } from '@/myGiving/constants'

export const metadata: Metadata = { title: 'Replace your card', robots: { index: false } }

type Props = { searchParams: Promise<{ gift?: string | string[] }> }

/** "Replace your card": the new card goes to the payment processor's vault; we keep its brand and last four digits. */
export default async function ReplaceCardPage({ searchParams }: Props) {
  const { donor, gift, csrf, flash } = await signedInGift((await searchParams).gift)
  if (!gift || gift.status === 'cancelled') return <NotYours signedIn={!!donor} />
  const errors = flash?.tone === 'error' ? (flash.errors ?? (flash.field ? { [flash.field]: [flash.message] } : {})) : {}
  const unpaid = gift.status === 'failing' || (gift.failedAttempts ?? 0) > 0
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl">Replace your card</h1>
      <Flash flash={flash} />
      <p className="mt-4">
        For your gift of {formatCad(gift.amount)} a month. The card in use now: <strong data-testid="current-card">{cardLabel(gift)}</strong>.
        {unpaid ? ' Once the new card is saved, the month that could not be charged is charged once.' : ''}
      </p>
      <form method="post" action={`${MY_GIVING_PATH}/monthly`} aria-label="New card" className="mt-6 max-w-md space-y-4" noValidate>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="gift" value={gift.id} />
        <input type="hidden" name="action" value="replace-card" />
        <TextField name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" required errors={errors.card_number} />
        <TextField name="card_name" label="Name on the card" autoComplete="cc-name" required errors={errors.card_name} />
        <div className="grid grid-cols-2 gap-4">
          <SelectField name="expiryMonth" label="Expiry month" options={EXPIRY_MONTHS} placeholder="Month" autoComplete="cc-exp-month" required errors={errors.card_exp} />
          <SelectField name="expiryYear" label="Expiry year" options={expiryYears()} placeholder="Year" autoComplete="cc-exp-year" required />
        </div>
        <div className="flex flex-wrap items-center gap-6">
          <button type="submit" className={buttonClass}>
            Save the new card
          </button>
          <Link href={MY_GIVING_PATH} className="font-semibold">
            Back to My giving
          </Link>
        </div>
      </form>
    </div>
  )
}
