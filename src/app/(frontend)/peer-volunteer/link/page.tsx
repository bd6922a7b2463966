import type { Metadata } from 'next'
import { VolunteerSignIn } from '@/components/PeerSupport/VolunteerPage'
import { buttonClass } from '@/components/MyGiving/styles'
import { findUsableLink } from '@/myGiving/signInLinks'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Sign in: peer volunteers', robots: { index: false }, referrer: 'strict-origin' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Where the e-mailed link leads: opening it signs nobody in (mail scanners open links); the button does, once. */
export default async function VolunteerLinkPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token)
  if (!link || link.purpose !== 'volunteer') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" data-testid="link-expired">
        <h1 className="text-3xl">This link no longer works</h1>
        <p className="mt-4">Sign-in links work once, for 30 minutes. This one has expired, was already used, or was not copied whole. Ask for a new one.</p>
        <VolunteerSignIn />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Sign in: peer volunteers</h1>
      <p className="mt-4">Sign in to see your introductions.</p>
      <form method="post" action={`${VOLUNTEER_PATH}/session`} className="mt-6">
        <input type="hidden" name="token" value={token as string} />
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </form>
    </div>
  )
}
