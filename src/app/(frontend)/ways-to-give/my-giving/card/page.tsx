import type { Metadata } from 'next'
import { NEEDS_SCRIPTS, NO_CARD_FRAME, OtherWaysToGive } from '@/components/Donate/OtherWaysToGive'
import { cardLabel } from '@/donations/cardLabel'
import { Flash } from '@/components/MyGiving/Flash'
import { NotYours } from '@/components/MyGiving/NotYours'
import { ReplaceCardForm } from '@/components/MyGiving/ReplaceCardForm.client'
import { signedInGift } from '@/components/MyGiving/signedInGift'
import { cardFrameFromEnv } from '@/donations/cardFrame/cardFrameConfig'
import { formatCad } from '@/format/money'

export const metadata: Metadata = { title: 'Replace your card', robots: { index: false } }

type Props = { searchParams: Promise<{ gift?: string | string[] }> }

/**
 * "Replace your card": the new card is typed into the processor's card frame and goes to its
 * vault; we keep its brand and last four digits.
 */
export default async function ReplaceCardPage({ searchParams }: Props) {
  const { donor, gift, csrf, flash } = await signedInGift((await searchParams).gift)
  if (!gift || gift.status === 'cancelled') return <NotYours signedIn={!!donor} />
  const errors = flash?.tone === 'error' ? (flash.errors ?? (flash.field ? { [flash.field]: [flash.message] } : {})) : {}
  const unpaid = gift.status === 'failing' || (gift.failedAttempts ?? 0) > 0
  const frame = cardFrameFromEnv()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl">Replace your card</h1>
      <Flash flash={flash} />
      <p className="mt-4">
        For your gift of {formatCad(gift.amount)} a month. The card in use now: <strong data-testid="current-card">{cardLabel(gift)}</strong>.
        {unpaid ? ' Once the new card is saved, the month that could not be charged is charged once.' : ''}
      </p>
      {frame ? (
        <ReplaceCardForm
          frame={frame}
          csrf={csrf}
          gift={gift.id}
          error={errors.card_token?.[0] ?? errors.card_number?.[0]}
          noScript={<OtherWaysToGive why={NEEDS_SCRIPTS} testId="card-needs-scripts" />}
        />
      ) : (
        <OtherWaysToGive why={NO_CARD_FRAME} testId="card-unavailable" />
      )}
    </div>
  )
}
