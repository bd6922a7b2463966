/** One copy of the official donation receipt (Canada Revenue Agency's required content). */
import { formatCad } from '@/donations/amount'
import { formatReceiptNumber } from '@/donations/receiptNumber'
import type { DonateResponse } from '@/donations/response'
import type { ReceiptIssuer } from './receiptData'

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Vancouver' })

export function Receipt({ data, issuer, duplicate = false }: { data: DonateResponse; issuer: ReceiptIssuer; duplicate?: boolean }) {
  const amount = formatCad(data.donation_amount)
  const donorAddress = [data.b_add, [data.b_city, data.b_prov, data.b_pcode].filter(Boolean).join(' '), data.b_country].filter(Boolean)
  return (
    <article aria-label={duplicate ? 'Duplicate copy of the receipt' : 'Official receipt'} className="border-2 border-navy p-6" data-testid={duplicate ? 'receipt-duplicate' : 'receipt'}>
      {duplicate && <p className="mb-2 text-center font-bold tracking-widest text-navy">DUPLICATE COPY</p>}
      <div className="flex flex-wrap justify-between gap-4">
        <div>
          <p className="text-lg font-bold text-navy">{issuer.name}</p>
          {issuer.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>Charity registration number: {issuer.charityNumber}</p>
        </div>
        <div className="text-right">
          <p className="font-bold">Official receipt for income tax purposes</p>
          <p>Receipt number: <strong>{data.id ? formatReceiptNumber(data.id) : '—'}</strong></p>
          <p>Place of issue: {issuer.placeOfIssue}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Donor</dt>
        <dd>
          {data.b_fname} {data.b_lname}
          {donorAddress.map((line) => (
            <span key={line} className="block">{line}</span>
          ))}
        </dd>
        <dt className="font-semibold">Date gift received</dt>
        <dd>{formatDate(data.TransDateTime)}</dd>
        <dt className="font-semibold">Date issued</dt>
        <dd>{formatDate(data.TransDateTime)}</dd>
        <dt className="font-semibold">Amount received</dt>
        <dd>{amount}</dd>
        <dt className="font-semibold">Value of advantage</dt>
        <dd>{formatCad(0)}</dd>
        <dt className="font-semibold">Eligible amount of gift for tax purposes</dt>
        <dd><strong>{amount}</strong></dd>
        <dt className="font-semibold">Transaction reference</dt>
        <dd>{data.ReferenceNum ?? '—'}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          {issuer.signatureUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- printed at its own size; a local upload
            <img src={issuer.signatureUrl} alt={`Signature of ${issuer.signatoryName}`} className="h-14 w-auto" />
          ) : (
            <p className="h-14 border-b border-ink" aria-hidden="true" />
          )}
          <p className="mt-1 text-sm">Authorized signature: {issuer.signatoryName}{issuer.signatoryTitle ? `, ${issuer.signatoryTitle}` : ''}</p>
        </div>
        <p className="text-sm">
          Canada Revenue Agency: <span className="font-semibold">canada.ca/charities-giving</span>
        </p>
      </div>
    </article>
  )
}
