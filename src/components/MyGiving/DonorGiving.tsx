import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import { formatReceiptNumber } from '@/donations/receiptNumber'
import { signReceiptToken } from '@/donations/receiptToken'
import { MY_GIVING_PATH, PAGE_RECEIPT_LINK_MS } from '@/myGiving/constants'
import type { Flash as FlashMessage } from '@/myGiving/sessions'
import type { AnnualReceipt, Donation, RecurringDonation } from '@/payload-types'
import { Flash } from './Flash'
import { MonthlyGift } from './MonthlyGift'
import { SignOutForm } from './SignOutForm'

const COLUMNS = ['Date', 'Amount', 'Type', 'Area', 'Status', 'Receipt'] as const

/** One cell; below 640 px it shows its column's name before the value. */
function Cell({ label, children }: { label: (typeof COLUMNS)[number]; children: React.ReactNode }) {
  return (
    <td className="block py-0.5 sm:table-cell sm:py-2 sm:pr-4">
      <span className="font-semibold sm:hidden">{label}: </span>
      {children}
    </td>
  )
}

const STATUS: Record<Donation['status'], string> = { approved: 'Received', declined: 'Declined', failed: 'Not charged', pending: 'Being processed' }

type Props = {
  email: string
  csrf: string
  flash: FlashMessage | null
  donations: Donation[]
  /** When each tribute card was posted, by donation id (src/donations/tributeCards.ts). */
  cardsSent: Map<number, string>
  enrolments: RecurringDonation[]
  annualReceipts: AnnualReceipt[]
  now: Date
}

/** The signed-in donor's page: their gifts, monthly gifts and receipts, and nothing of anyone else. */
export function DonorGiving({ email, csrf, flash, donations, cardsSent, enrolments, annualReceipts, now }: Props) {
  // Fresh for each page: a receipt link from here works for a day.
  const receiptLinkEnds = new Date(now.getTime() + PAGE_RECEIPT_LINK_MS)
  return (
    <div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p>
          Signed in as <strong data-testid="signed-in-as">{email}</strong>
        </p>
        <SignOutForm path={MY_GIVING_PATH} csrf={csrf} />
      </div>
      <Flash flash={flash} />

      {enrolments.length > 0 && (
        <section aria-labelledby="monthly-title" className="mt-10">
          <h2 id="monthly-title" className="text-2xl">
            Your monthly gifts
          </h2>
          <div className="mt-4 space-y-6">
            {enrolments.map((gift) => (
              <MonthlyGift key={gift.id} gift={gift} csrf={csrf} flash={flash} now={now} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="donations-title" className="mt-10">
        <h2 id="donations-title" className="text-2xl">
          Your donations
        </h2>
        {donations.length === 0 ? (
          <p className="mt-3">We have no online donations with this e-mail address.</p>
        ) : (
          // At phone width each gift is a stacked block with its own labels, so Status and
          // Receipt are never off-screen; from 640 px it is a table.
          <table className="mt-4 block w-full border-collapse text-left sm:table" data-testid="donations-table">
            <caption className="sr-only">Your online donations, newest first</caption>
            <thead className="hidden sm:table-header-group">
              <tr className="border-b-2 border-navy">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {donations.map((d) => {
                const cardSentAt = cardsSent.get(d.id)
                const cardWanted = Boolean(d.honouree?.address?.trim())
                return (
                  <tr key={d.id} className="block border-b border-muted py-2 align-top sm:table-row sm:py-0" data-testid="donation-row">
                    <Cell label="Date">{formatDayMonthYear(d.createdAt)}</Cell>
                    <Cell label="Amount">{formatCad(d.amount)}</Cell>
                    <Cell label="Type">{d.donationType === 'monthly' ? 'Monthly' : 'Single'}</Cell>
                    <Cell label="Area">
                      {d.donationArea ?? '—'}
                      {d.giftType && d.giftType !== 'foundation' && (
                        <span className="block text-sm">
                          {d.giftType === 'memoriam' ? 'In memory' : 'In honour'}
                          {d.status === 'approved' &&
                            (!cardWanted ? ' · no card asked for' : cardSentAt ? ` · card sent on ${formatDayMonthYear(cardSentAt)}` : ' · card not sent yet')}
                        </span>
                      )}
                    </Cell>
                    <Cell label="Status">{STATUS[d.status]}</Cell>
                    <Cell label="Receipt">
                      {d.status === 'approved' && d.donationType === 'single' && d.receiptNumber ? (
                        <a href={`/api/donate/receipt?token=${encodeURIComponent(signReceiptToken(d.id, receiptLinkEnds))}`} download data-testid="receipt-download">
                          {formatReceiptNumber(d.receiptNumber)} (PDF)
                        </a>
                      ) : d.donationType === 'monthly' && d.status === 'approved' ? (
                        'On the annual receipt'
                      ) : (
                        '—'
                      )}
                    </Cell>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>

      {annualReceipts.length > 0 && (
        <section aria-labelledby="annual-title" className="mt-10">
          <h2 id="annual-title" className="text-2xl">
            Annual receipts for monthly giving
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {annualReceipts.map((r) => (
              <li key={r.id}>
                <a href={`${MY_GIVING_PATH}/annual-receipt?id=${r.id}`} download data-testid="annual-receipt-download">
                  {r.year}: receipt {r.serial}, {formatCad(r.amount)} (PDF)
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
