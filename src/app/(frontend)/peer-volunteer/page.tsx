import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { VolunteerIntroductions, VolunteerSignIn, type VolunteerAsked } from '@/components/PeerSupport/VolunteerPage'
import { takeFlash } from '@/myGiving/sessions'
import { formTokenFor } from '@/myGiving/tokens'
import { VOLUNTEER_COOKIE } from '@/peerSupport/paths'
import { openIntroductions, signedInVolunteer } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Peer volunteers', robots: { index: false } }
export const dynamic = 'force-dynamic'

const ASKED: readonly VolunteerAsked[] = ['sent', 'invalid', 'later', 'ended', 'link-expired', 'signed-out']

type Props = { searchParams: Promise<{ asked?: string | string[] }> }

/** A peer volunteer's own page once signed in by an e-mailed link; until then, the form that asks for one. */
export default async function PeerVolunteerPage({ searchParams }: Props) {
  const { asked } = await searchParams
  const payload = await getPayloadClient()
  const signedIn = await signedInVolunteer(payload, (await cookies()).get(VOLUNTEER_COOKIE)?.value)
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Peer volunteers</h1>
      {signedIn ? (
        <VolunteerIntroductions
          volunteer={signedIn.volunteer}
          cases={await openIntroductions(payload, signedIn.volunteer.id)}
          csrf={formTokenFor(signedIn.session.hash)}
          flash={await takeFlash(payload, signedIn.session)}
        />
      ) : (
        <>
          <p className="mt-4">See the people you have been introduced to, tell us how the calls went, or take a break.</p>
          <VolunteerSignIn asked={ASKED.find((a) => a === asked)} />
        </>
      )}
    </div>
  )
}
