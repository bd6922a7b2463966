import type { Metadata } from 'next'
import { SignInForm } from '@/components/MyGiving/SignInForm'
import { SignInLinkPage } from '@/components/SignInLink/SignInLinkPage'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { findUsableLink, LINK_PURPOSES } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = {
  title: 'Sign in to My giving',
  robots: { index: false },
  // Never this address (it holds the token) in a Referer; 'no-referrer' would also blank the sign-in post's Origin.
  referrer: 'strict-origin',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function SignInLinkRoute({ searchParams }: Props) {
  const { token } = await searchParams
  const link = await findUsableLink(await getPayloadClient(), token, LINK_PURPOSES.myGiving)
  return (
    <SignInLinkPage
      usable={link !== null}
      token={String(token)}
      title="Sign in to My giving"
      intro={
        link?.purpose === 'replace-card'
          ? 'Sign in to give us a new card for your monthly gift.'
          : 'Sign in to see your donations and receipts and to manage your monthly gift.'
      }
      sessionPath={MY_GIVING_PATH}
      askAgain={<SignInForm />}
    />
  )
}
