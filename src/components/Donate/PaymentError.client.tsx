'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { NotFound } from '@/components/NotFound'
import { describeResponseCode, hasResponseCode, RESPONSE_CODE_TABLE } from '@/donations/responseCodes'
import { useApprovedData } from './useApprovedData'
import { StoredGiftLoading } from './StoredGiftLoading'
import { useFocusOnArrival } from '@/components/useFocusOnArrival'

/** The payment error screen; without stored payment data holding a code, the not-found screen. */
export function PaymentError() {
  const data = useApprovedData()
  const answered = data !== 'loading' && !!data && hasResponseCode(data.ResponseCode)
  const heading = useFocusOnArrival<HTMLHeadingElement>(answered)

  if (data === 'loading') return <StoredGiftLoading />
  if (!data || !answered) return <NotFound />
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-testid="payment-error">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
        Payment Error
      </h1>
      <p className="mt-4 text-lg">Unable to process donation transaction. Please check all required fields and try again.</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded border-l-4 border-donate-dark bg-sky-light p-4">
        <dt className="font-semibold">Error Code</dt>
        <dd data-testid="error-code">
          {data.ResponseCode}: {describeResponseCode(data.ResponseCode)}
        </dd>
        <dt className="font-semibold">Terminal Message</dt>
        <dd data-testid="terminal-message">{data.Message}</dd>
      </dl>
      <h2 className="mt-8 text-xl">What the codes mean</h2>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">Payment response codes</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 border-navy py-2 pr-4">Codes</th>
            <th scope="col" className="border-b-2 border-navy py-2">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {RESPONSE_CODE_TABLE.map((row) => (
            <tr key={row.codes}>
              <td className="border-b border-navy/20 py-2 pr-4 whitespace-nowrap">{row.codes}</td>
              <td className="border-b border-navy/20 py-2">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-8">
        <Link href="/ways-to-give/donate-online" className="font-semibold">
          Back to Online Donations
        </Link>
      </p>
    </div>
  )
}
