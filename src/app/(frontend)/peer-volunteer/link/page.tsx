import type { Metadata } from 'next'
import { VolunteerSignIn } from '@/components/PeerSupport/VolunteerPage'
import { SignInLinkPage } from '@/components/SignInLink/SignInLinkPage'
import { findUsableLink, LINK_PURPOSES } from '@/myGiving/signInLinks'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Sign in: peer volunteers', robots: { index: false }, referrer: 'strict-origin' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function VolunteerLinkPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token, LINK_PURPOSES.volunteer)
  return (
    <SignInLinkPage
      usable={link !== null}
      token={String(token)}
      title="Sign in: peer volunteers"
      intro="Sign in to see your introductions."
      sessionPath={VOLUNTEER_PATH}
      askAgain={<VolunteerSignIn />}
    />
  )
}
