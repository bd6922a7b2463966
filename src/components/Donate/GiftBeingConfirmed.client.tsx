'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { NotFound } from '@/components/NotFound'
import { useApprovedData } from './useApprovedData'
import { StoredGiftLoading } from './StoredGiftLoading'
import { useFocusOnArrival } from '@/components/useFocusOnArrival'

/**
 * The answer when the payment service gave no clear answer: the card may or may not have been
 * charged, so the donor is asked not to give again and told the outcome will come by e-mail.
 */
export function GiftBeingConfirmed({ phone }: { phone?: string }) {
  const data = useApprovedData()
  const pending = data !== 'loading' && !!data?.pending
  const heading = useFocusOnArrival<HTMLHeadingElement>(pending)

  if (data === 'loading') return <StoredGiftLoading />
  if (!data || !pending) return <NotFound />
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="gift-being-confirmed">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
        We are confirming your gift
      </h1>
      <p className="mt-4 text-lg">
        The payment service did not give us a clear answer in time, so we do not know yet whether your card was charged.
        Please do not give again for now: we are checking with the payment service and will e-mail you
        {data.b_email ? <> at <strong>{data.b_email}</strong></> : null} to say whether your gift went through, usually within the hour.
      </p>
      <p className="mt-4">If it went through, the e-mail says so and your receipt is on My giving. If it did not, your card was not charged and you can try again.</p>
      {phone ? <p className="mt-4">Questions in the meantime? Call us at {phone}.</p> : null}
      <p className="mt-8">
        <Link href="/ways-to-give/my-giving" className="font-semibold">
          Go to My giving
        </Link>
      </p>
    </div>
  )
}
