import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { Flash } from '@/components/MyGiving/Flash'
import { NotYours } from '@/components/MyGiving/NotYours'
import { signedInGift } from '@/components/MyGiving/signedInGift'
import { dangerButtonClass } from '@/components/MyGiving/styles'
import { formatCad } from '@/format/money'
import { MY_GIVING_PATH } from '@/myGiving/constants'

export const metadata: Metadata = { title: 'Cancel your monthly gift', robots: { index: false } }

type Props = { searchParams: Promise<{ gift?: string | string[] }> }

/** The confirmation step before a monthly gift is cancelled. */
export default async function CancelGiftPage({ searchParams }: Props) {
  const { donor, gift, csrf, flash } = await signedInGift((await searchParams).gift)
  if (!gift || gift.status === 'cancelled') return <NotYours signedIn={!!donor} />
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl">Cancel your monthly gift?</h1>
      <Flash flash={flash} />
      <p className="mt-4">
        Your gift of <strong>{formatCad(gift.amount)} a month</strong> will stop at once: no further charges will be made. Gifts already received stay on your
        receipts. You can also <Link href={`${MY_GIVING_PATH}#gift-${gift.id}`}>pause it for up to three months</Link> instead.
      </p>
      <form method="post" action={`${MY_GIVING_PATH}/monthly`} className="mt-6 flex flex-wrap items-center gap-6">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="gift" value={gift.id} />
        <input type="hidden" name="action" value="cancel" />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={dangerButtonClass}>
          Yes, cancel my monthly gift
        </button>
        <Link href={`${MY_GIVING_PATH}#gift-${gift.id}`} className="font-semibold">
          No, keep it
        </Link>
      </form>
    </div>
  )
}
