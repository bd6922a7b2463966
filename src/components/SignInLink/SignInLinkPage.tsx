import type { ReactNode } from 'react'
import { buttonClass } from '@/components/MyGiving/styles'

type Props = {
  /** Whether the e-mailed link can still sign someone in here. */
  usable: boolean
  token: string
  title: string
  /** What signing in lets the person do. */
  intro: string
  /** Where the sign-in button posts the token. */
  sessionPath: string
  /** The form that e-mails a new link, shown when this one no longer works. */
  askAgain: ReactNode
}

/**
 * Where an e-mailed sign-in link leads (My giving, a fundraiser's page, a peer volunteer's page).
 * Opening it signs nobody in, as mail scanners open links too: the button does, once. A used,
 * expired or forged link gets a plain page and the form for a new one.
 */
export function SignInLinkPage({ usable, token, title, intro, sessionPath, askAgain }: Props) {
  if (!usable) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12" data-testid="link-expired">
        <h1 className="text-3xl">This link no longer works</h1>
        <p className="mt-4">
          Sign-in links work once, for 30 minutes. This one has expired, was already used, or was not copied whole. Ask for a new one: it only takes a moment.
        </p>
        {askAgain}
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-4">{intro}</p>
      <form method="post" action={`${sessionPath}/session`} className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass}>
          Sign in
        </button>
      </form>
    </div>
  )
}
