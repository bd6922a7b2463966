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
                <strong>{gift.name}</strong> gave {formatCad(gift.amountCents / 100)}
              </p>
              {gift.message && <p className="mt-1 whitespace-pre-line italic">“{gift.message}”</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
