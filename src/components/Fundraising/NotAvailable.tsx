import Link from '@/components/IntentLink/IntentLink.client'
import { EVENTS_PATH } from '@/content/paths'

/** What a hidden page shows: nothing of it, and a way on. */
export function NotAvailable() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold">This page is not available</h1>
      <p className="mt-4">This fundraising page is not available at the moment. You can still support the charity’s events.</p>
      <p className="mt-6">
        <Link href={EVENTS_PATH}>See our events</Link>
      </p>
    </div>
  )
}
