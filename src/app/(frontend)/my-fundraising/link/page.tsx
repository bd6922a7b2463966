import type { Metadata } from 'next'
import { FundraiserSignIn } from '@/components/Fundraising/Account'
import { SignInLinkPage } from '@/components/SignInLink/SignInLinkPage'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { findUsableLink, LINK_PURPOSES } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'Sign in: your fundraising page', robots: { index: false }, referrer: 'strict-origin' }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function FundraiserLinkPage({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token, LINK_PURPOSES.fundraiser)
  return (
    <SignInLinkPage
      usable={link !== null}
      token={String(token)}
      title="Sign in: your fundraising page"
      intro="Sign in to edit your page, see the gifts to it and manage your team."
      sessionPath={FUNDRAISER_ACCOUNT_PATH}
      askAgain={<FundraiserSignIn />}
    />
  )
}
