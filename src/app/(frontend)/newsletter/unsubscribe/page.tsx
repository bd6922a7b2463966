import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { PageHero } from '@/components/PageHero'
import { unsubscribe, type UnsubscribeResult } from '@/forms/subscribers'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = {
  title: 'Unsubscribe',
  description: 'Stop receiving our newsletter.',
  robots: { index: false, follow: false },
}

const MESSAGES: Record<UnsubscribeResult, { heading: string; text: string }> = {
  unsubscribed: {
    heading: 'You have been unsubscribed',
    text: 'We will not send you our newsletter any more. You can sign up again at any time with the form at the bottom of every page.',
  },
  // The same words: a mail client or scanner may have opened the link first.
  already: {
    heading: 'You have been unsubscribed',
    text: 'This address is no longer on our newsletter list; there is nothing more to do.',
  },
  unknown: {
    heading: 'This link does not work',
    text: 'The unsubscribe link is incomplete or out of date. Please use the link from your most recent newsletter, or contact us and we will remove you from the list.',
  },
}

/** The unsubscribe link in every newsletter: records the unsubscription and says so. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  const value = Array.isArray(token) ? token[0] : token
  const result = await unsubscribe(await getPayloadClient(), value ?? '')
  const message = MESSAGES[result]
  return (
    <>
      <PageHero heading="Newsletter" />
      <div className="mx-auto max-w-3xl px-4 py-10" data-testid="unsubscribe-result">
        <h2 className="mb-4 text-2xl">{message.heading}</h2>
        <p className="mb-6">{message.text}</p>
        <Link href="/" className="font-semibold text-sky underline">
          Back to the home page
        </Link>
      </div>
    </>
  )
}
