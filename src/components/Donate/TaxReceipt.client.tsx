'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { useEffect } from 'react'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { NotFound } from '@/components/NotFound'
import { PRINT_DELAY_MS, TAX_RECEIPT_MIN_AMOUNT } from '@/donations/constants'
import { isApprovedCode } from '@/donations/responseCodes'
import type { DonateResponse } from '@/donations/response'
import { Receipt } from './Receipt'
import type { ReceiptIssuer } from '@/donations/receiptIssuer'
import { useApprovedData } from './useApprovedData'
import { StoredGiftLoading } from './StoredGiftLoading'
import { useScriptRunning } from '@/components/useScriptRunning'

const PRINT_CSS = `
@media print {
  @page { size: auto; margin: 0; }
  body * { visibility: hidden; }
  #tax-receipt, #tax-receipt * { visibility: visible; }
  #tax-receipt { position: absolute; left: 0; top: 0; width: 100%; padding: 1cm; }
  #tax-receipt .no-print { display: none; }
}`

/** A receipt exists for an approved single gift of $20 or more that has a receipt number. */
export function isReceiptable(data: DonateResponse | null): data is DonateResponse {
  return !!data && isApprovedCode(data.ResponseCode) && data.donation_type !== 'monthly' && !!data.id && Number(data.donation_amount) >= TAX_RECEIPT_MIN_AMOUNT
}

/**
 * The receipt screen. Its data comes from the server (a signed link) or from pcfApprovedData;
 * without an approved code (numeric, 29 or below) it shows the not-found screen for a link, and
 * otherwise points to My giving, where every receipt is.
 */
export function TaxReceipt({ issuer, fromServer, linkGiven = false }: { issuer: ReceiptIssuer; fromServer?: DonateResponse | null; linkGiven?: boolean }) {
  const stored = useApprovedData()
  const scripted = useScriptRunning()
  const data = fromServer ?? stored

  const ok = data !== 'loading' && isReceiptable(data)
  useEffect(() => {
    if (!ok) return
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [ok])

  if (data === 'loading') return <StoredGiftLoading label="Loading your receipt…" noScript={<NoReceiptHere />} />
  // A link that is not ours is not found (spec); without one, the donor is shown where receipts are.
  if (!isReceiptable(data)) return linkGiven ? <NotFound /> : <NoReceiptHere />
  return (
    <div id="tax-receipt" className="mx-auto max-w-4xl px-4 py-10" data-testid="tax-receipt">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">Online Donations</h1>
        <div className="no-print flex flex-wrap items-center gap-4">
          {data.receiptToken && (
            <a href={`/api/donate/receipt?token=${encodeURIComponent(data.receiptToken)}`} download className="font-semibold">
              Download PDF
            </a>
          )}
          {/* Without scripts the button could do nothing: the browser's own Print command is named instead. */}
          <button type="button" hidden={!scripted} onClick={() => window.print()} className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
            Print
          </button>
          <noscript>
            <p>To print it, use your browser&rsquo;s Print command.</p>
          </noscript>
        </div>
      </div>
      <p className="mt-4">
        Please find below your official tax receipt for income tax purposes. Please kindly print your tax receipt for your records.
      </p>
      <div className="mt-6">
        <Receipt data={data} issuer={issuer} />
      </div>
      <hr className="my-8 border-t-2 border-dashed border-ink" />
      <Receipt data={data} issuer={issuer} duplicate />
    </div>
  )
}

/** The receipt address opened without a receipt (a bookmark, another browser): where to find receipts. */
function NoReceiptHere() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" data-testid="no-receipt-here">
      <h1 className="text-3xl">Your tax receipts</h1>
      <p className="mt-4">
        This page shows a receipt straight after a gift, or from a receipt link (on the thank-you page or in your thank-you e-mail). There is no receipt to show in this browser now.
      </p>
      <p className="mt-4">
        Every receipt is kept in <Link href={MY_GIVING_PATH}>My giving</Link>: sign in there with the e-mail address you gave with your gift, and you can see and download all your receipts.
      </p>
    </div>
  )
}
