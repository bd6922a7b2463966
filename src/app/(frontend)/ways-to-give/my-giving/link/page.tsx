import type { Metadata } from 'next'
import { SignInForm } from '@/components/MyGiving/SignInForm'
import { buttonClass } from '@/components/MyGiving/styles'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { findUsableLink } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = {
  title: 'Sign in to My giving',
  robots: { index: false },
  // Never this address (it holds the token) in a Referer; 'no-referrer' would also blank the sign-in post's Origin.
  referrer: 'strict-origin',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * Where the e-mailed link leads. Opening it signs nobody in (mail scanners open links too): the
 * button does, once. A used, expired or forged link gets a clear page and the form for a new one.
 */
export default async function SignInLinkPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token)
  if (!link) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" data-testid="link-expired">
        <h1 className="text-3xl">This link no longer works</h1>
        <p className="mt-4">Sign-in links work once, for 30 minutes. This one has expired, was already used, or was not copied whole. Ask for a new one: it only takes a moment.</p>
        <SignInForm />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Sign in to My giving</h1>
      <p className="mt-4">{link.purpose === 'replace-card' ? 'Sign in to give us a new card for your monthly gift.' : 'Sign in to see your donations and receipts and to manage your monthly gift.'}</p>
      <form method="post" action={`${MY_GIVING_PATH}/session`} className="mt-6">
        <input type="hidden" name="token" value={token as string} />
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </form>
    </div>
  )
}
