import { formatCad } from '@/format/money'
import type { ShownGift } from '@/fundraising/publicPages'

/** The latest gifts, each under the name its donor chose to show (or "Anonymous"), with their messages. */
export function RecentGifts({ gifts, heading = 'Recent gifts' }: { gifts: ShownGift[]; heading?: string }) {
  return (
    <section aria-labelledby="recent-gifts" className="mt-10">
      <h2 id="recent-gifts" className="text-2xl font-semibold">
        {heading}
      </h2>
      {gifts.length === 0 ? (
        <p className="mt-3">No gifts yet. Be the first to give.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200" data-testid="recent-gifts">
          {gifts.map((gift) => (
            <li key={gift.id} className="py-3">
              <p>
                <GiftLine gift={gift} />
              </p>
              {gift.message && <p className="mt-1 whitespace-pre-line italic">“{gift.message}”</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** "Anne gave $100.00"; cash or a cheque given without a name reads as what it was. */
function GiftLine({ gift }: { gift: ShownGift }) {
  const amount = formatCad(gift.amountCents / 100)
  if (gift.name) return <><strong>{gift.name}</strong> gave {amount}</>
  return gift.kind === 'cash' ? <><strong>A cash gift</strong> of {amount}</> : <><strong>A cheque</strong> for {amount}</>
}
