import type { Metadata } from 'next'
import { FundraiserSignIn } from '@/components/Fundraising/Account'
import { buttonClass } from '@/components/MyGiving/styles'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { findUsableLink } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Sign in: your fundraising page', robots: { index: false }, referrer: 'strict-origin' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Where the e-mailed link leads: opening it signs nobody in (mail scanners open links); the button does, once. */
export default async function FundraiserLinkPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token)
  if (!link || link.purpose !== 'fundraiser') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" data-testid="link-expired">
        <h1 className="text-3xl">This link no longer works</h1>
        <p className="mt-4">Sign-in links work once, for 30 minutes. This one has expired, was already used, or was not copied whole. Ask for a new one.</p>
        <FundraiserSignIn />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Sign in: your fundraising page</h1>
      <p className="mt-4">Sign in to edit your page, see the gifts to it and manage your team.</p>
      <form method="post" action={`${FUNDRAISER_ACCOUNT_PATH}/session`} className="mt-6">
        <input type="hidden" name="token" value={token as string} />
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </form>
    </div>
  )
}
