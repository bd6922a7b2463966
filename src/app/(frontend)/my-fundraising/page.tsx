import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { Asked } from '@/components/MyGiving/SignInForm'
import { FundraiserAccount, FundraiserSignIn } from '@/components/Fundraising/Account'
import { ownPages } from '@/fundraising/ownPages'
import { signedInFundraiser } from '@/fundraising/account'
import { FUNDRAISER_COOKIE } from '@/fundraising/paths'
import { checkSlug } from '@/fundraising/rules'
import { takeFlash } from '@/myGiving/sessions'
import { formTokenFor } from '@/myGiving/tokens'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Your fundraising page', robots: { index: false } }
export const dynamic = 'force-dynamic'

const ASKED: readonly Asked[] = ['sent', 'invalid', 'later', 'ended', 'link-expired', 'signed-out']

type Props = { searchParams: Promise<{ asked?: string | string[]; started?: string | string[] }> }

/** A fundraiser's own pages once signed in by an e-mailed link; until then, the form that asks for one. */
export default async function MyFundraisingPage({ searchParams }: Props) {
  const { asked, started } = await searchParams
  const payload = await getPayloadClient()
  const signedIn = await signedInFundraiser(payload, (await cookies()).get(FUNDRAISER_COOKIE)?.value)
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">Your fundraising page</h1>
      {signedIn ? (
        <FundraiserAccount pages={await ownPages(payload, signedIn.pages)} csrf={formTokenFor(signedIn.session.hash)} flash={await takeFlash(payload, signedIn.session)} />
      ) : (
        <FundraiserSignIn asked={ASKED.find((a) => a === asked)} started={typeof started === 'string' && checkSlug(started) === true ? started : undefined} />
      )}
    </div>
  )
}
