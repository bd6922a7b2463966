'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { NotFound } from '@/components/NotFound'
import { formatCad } from '@/format/money'
import { TAX_RECEIPT_MIN_AMOUNT } from '@/donations/constants'
import { formatReceiptNumber } from '@/donations/receiptNumber'
import { isApprovedCode } from '@/donations/responseCodes'
import { formatDayMonthYear } from '@/format/dates'
import { tributeNoteText } from '@/donations/tributeNote'
import { giftDayMoment } from '@/donations/transactionDay'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { useApprovedData } from './useApprovedData'
import { StoredGiftLoading } from './StoredGiftLoading'
import { useLateReceiptNumber } from './useLateReceiptNumber'
import { useFocusOnArrival } from '@/components/useFocusOnArrival'

/** Confirmation after an approved payment, from pcfApprovedData. */
export function ThankYou({ phone, email }: { phone?: string; email?: string }) {
  const data = useLateReceiptNumber(useApprovedData())
  const approved = data !== 'loading' && !!data && isApprovedCode(data.ResponseCode)
  const heading = useFocusOnArrival<HTMLHeadingElement>(approved)

  if (data === 'loading') return <StoredGiftLoading />
  if (!data || !approved) return <NotFound />
  const monthly = data.donation_type === 'monthly'
  const receipt = !monthly && data.id && Number(data.donation_amount) >= TAX_RECEIPT_MIN_AMOUNT
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="thank-you">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">Thank you{data.b_fname ? `, ${data.b_fname}` : ''}</h1>
      <p className="mt-4 text-lg">
        Your {monthly ? 'monthly gift' : 'gift'} has been received. It helps fund support groups, information kits and research.
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded bg-sky-light p-4">
        <dt className="font-semibold">Amount</dt>
        <dd data-testid="amount">{formatCad(data.donation_amount)}{monthly ? ' each month' : ''}</dd>
        <dt className="font-semibold">Type</dt>
        <dd>{monthly ? 'Monthly Giving Program' : 'Single Donation'}</dd>
        <dt className="font-semibold">Reference number</dt>
        <dd data-testid="reference">{data.ReferenceNum}</dd>
        {data.id ? (
          <>
            <dt className="font-semibold">Receipt number</dt>
            <dd>{formatReceiptNumber(data.id)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Date</dt>
        <dd>{formatDayMonthYear(giftDayMoment(data))}</dd>
      </dl>
      {data.tributeNote && (
        <p className="mt-6" data-testid="tribute-note">
          {tributeNoteText(data.tributeNote)}
        </p>
      )}
      {monthly && (
        <div className="mt-6 space-y-3" data-testid="monthly-details">
          <p>Your card will be charged {formatCad(data.donation_amount)} on the 15th of each month. Today’s charge covers this month.</p>
          <p>Tax receipts for monthly gifts are issued once a year, by February 28th of the following year.</p>
          <p data-testid="monthly-change">
            You can change the amount, pause or cancel your monthly gift yourself, online, at any time on{' '}
            <Link href={MY_GIVING_PATH}>My giving</Link>: a cancellation takes effect at once, and no later charge is made. The details
            are also on their way to you by e-mail.
            {phone || email ? (
              <>
                {' '}For help, {phone ? <>call us at {phone}</> : null}
                {phone && email ? ' or ' : null}
                {email ? <>write to {email}</> : null}.
              </>
            ) : null}
          </p>
        </div>
      )}
      {receipt && (
        <div className="mt-6">
          <Link href="/ways-to-give/tax-receipt" className="inline-block rounded bg-navy px-6 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
            Tax receipt
          </Link>
          {data.receiptToken && (
            <p className="mt-4 text-sm text-muted">
              To open your receipt again in the next 90 days, keep this link:{' '}
              <Link href={`/ways-to-give/tax-receipt?token=${encodeURIComponent(data.receiptToken)}`} data-testid="receipt-link">
                your receipt {formatReceiptNumber(data.id!)}
              </Link>
              . Later, <Link href="/ways-to-give/my-giving">My giving</Link> lists all your gifts and receipts.
            </p>
          )}
        </div>
      )}
      <p className="mt-8">
        <Link href="/">Back to home</Link>
      </p>
    </div>
  )
}
