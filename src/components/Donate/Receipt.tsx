/** One copy of the official donation receipt; its wording comes from donations/receiptContent. */
import { Fragment } from 'react'
import { DUPLICATE_MARK, receiptContent } from '@/donations/receiptContent'
import type { ReceiptIssuer } from '@/donations/receiptIssuer'
import type { DonateResponse } from '@/donations/response'

export function Receipt({ data, issuer, duplicate = false }: { data: DonateResponse; issuer: ReceiptIssuer; duplicate?: boolean }) {
  const content = receiptContent(data, issuer)
  const { signature, agency } = content
  return (
    <article aria-label={duplicate ? 'Duplicate copy of the receipt' : 'Official receipt'} className="border-2 border-navy p-6" data-testid={duplicate ? 'receipt-duplicate' : 'receipt'}>
      {duplicate && <p className="mb-2 text-center font-bold tracking-widest text-navy">{DUPLICATE_MARK}</p>}
      <div className="flex flex-wrap justify-between gap-4">
        <div>
          <p className="text-lg font-bold text-navy">{content.issuer.name}</p>
          {content.issuer.addressLines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{content.issuer.registration.label}: {content.issuer.registration.value}</p>
        </div>
        <div className="text-right">
          <p className="font-bold">{content.title}</p>
          <p>{content.serial.label}: <strong>{content.serial.value}</strong></p>
          <p>{content.placeOfIssue.label}: {content.placeOfIssue.value}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{content.donor.label}</dt>
        <dd>
          {content.donor.name}
          {content.donor.addressLines.map((line) => (
            <span key={line} className="block">{line}</span>
          ))}
        </dd>
        {content.gift.map((field) => (
          <Fragment key={field.label}>
            <dt className="font-semibold">{field.label}</dt>
            <dd>{field.strong ? <strong>{field.value}</strong> : field.value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          {signature.imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- printed at its own size; a local upload
            <img src={signature.imageUrl} alt={`Signature of ${issuer.signatoryName}`} className="h-14 w-auto" />
          ) : (
            <p className="h-14 border-b border-ink" aria-hidden="true" />
          )}
          <p className="mt-1 text-sm">{signature.label}: {signature.value}</p>
        </div>
        <p className="text-sm">
          {agency.label}: <span className="font-semibold">{agency.value}</span>
        </p>
      </div>
    </article>
  )
}
