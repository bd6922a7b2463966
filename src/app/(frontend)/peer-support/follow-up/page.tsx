import type { Metadata } from 'next'
import { buttonClass } from '@/components/MyGiving/styles'
import { FOLLOW_UP_PATH } from '@/peerSupport/paths'
import { FOLLOW_UP_ANSWERS, followUpCase } from '@/peerSupport/followUp'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Did the call help?', robots: { index: false }, referrer: 'strict-origin' }
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<{ token?: string | string[]; done?: string }> }

/** The optional follow-up question, from the signed link in the e-mail; a plain form. */
export default async function FollowUpPage({ searchParams }: Props) {
  const { token, done } = await searchParams
  const c = await followUpCase(await getPayloadClient(), token)
  if (!c) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl">This link does not work</h1>
        <p className="mt-4">Please use the link in our e-mail as it came. If it still does not work, you can simply reply to the e-mail.</p>
      </div>
    )
  }
  if (done || c.followUpAnsweredAt) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl">Thank you</h1>
        <p className="mt-4" role="status">
          We have your answer. It helps us train our volunteers and match people well.
        </p>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl">Did the call help?</h1>
      <p className="mt-4">Hello {c.firstName}. Answering is up to you, and takes a moment.</p>
      <form method="post" action={`${FOLLOW_UP_PATH}/answer`} className="mt-6 space-y-6">
        <input type="hidden" name="token" value={token as string} />
        <fieldset>
          <legend className="font-semibold">Did the call help?</legend>
          {FOLLOW_UP_ANSWERS.map((a) => (
            <div key={a.value} className="mt-2 flex items-center gap-2">
              <input type="radio" id={`answer-${a.value}`} name="answer" value={a.value} required className="h-5 w-5" />
              <label htmlFor={`answer-${a.value}`}>{a.label}</label>
            </div>
          ))}
        </fieldset>
        <div>
          <label htmlFor="comment" className="block font-semibold">
            A comment (optional)
          </label>
          <textarea id="comment" name="comment" rows={4} maxLength={2000} className="mt-1 block w-full rounded border border-ink p-2" />
        </div>
        <button type="submit" className={buttonClass}>
          Send my answer
        </button>
      </form>
    </div>
  )
}
