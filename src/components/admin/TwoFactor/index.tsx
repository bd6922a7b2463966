import type { ReactNode } from 'react'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { MinimalTemplate } from '@payloadcms/next/templates'
import { createLocalReq } from 'payload'
import { CODE_REFUSED, twoFactorStep } from '@/auth/twoFactor'
import { totpUri } from '@/auth/totp'
import { pendingKeyFor } from '@/collections/Users/twoFactor'
import { AdminLogo } from '@/components/admin/Brand'


const PROBLEMS: Record<string, string> = {
  ...CODE_REFUSED,
  'no-key': 'Your two-factor key is missing. Reload this page to get one.',
  'signed-out': 'Your sign-in has ended. Sign in to the admin again.',
}

/**
 * The second step of signing in to the admin, inside the admin and in its look (Payload's
 * minimal template, as the sign-in page): the person types the code from their authenticator
 * app (and, the first time, adds the key to the app). A plain form that works without
 * JavaScript; it posts to /api/users/two-factor.
 */
export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps): Promise<ReactNode> {
  const { req } = initPageResult
  const { payload } = req
  const problem = typeof searchParams?.problem === 'string' ? searchParams.problem : undefined
  const account = req.user as (typeof req.user & { totpEnabled?: boolean | null; email: string; id: number }) | null
  const message = problem ? PROBLEMS[problem] : undefined

  const step = account ? twoFactorStep(account) : null
  // A key to add to the app, kept on the account until a code confirms it.
  const secret = account && (step === 'set-up' || step === 'offer-set-up') ? await pendingKeyFor(await createLocalReq({}, payload), account.id) : null

  let body: ReactNode
  if (!account) {
    body = (
      <p>
        <Link href="/admin/login">Sign in to the admin</Link> first; this page then asks for your code.
      </p>
    )
  } else if (step === 'confirmed') {
    body = (
      <p>
        This sign-in is confirmed. <Link href="/admin">Go to the admin</Link>.
      </p>
    )
  } else if (step === 'enter-code') {
    // The code is all this page asks for: the field has focus, as the password field had.
    body = <CodeForm label="Code from your authenticator app" focus />
  } else {
    body = <TwoFactorSetup email={account.email} secret={secret!} optional={step === 'offer-set-up'} />
  }

  return (
    <MinimalTemplate className="two-factor">
      <div className="two-factor__brand">
        <AdminLogo payload={payload} />
      </div>
      <h1>Two-factor sign-in</h1>
      {message && (
        <p role="alert" className="two-factor__problem">
          {message}
        </p>
      )}
      {body}
    </MinimalTemplate>
  )
}

function TwoFactorSetup({ email, secret, optional = false }: { email: string; secret: string; optional?: boolean }) {
  return (
    <>
      <p>
        {optional
          ? 'Two-factor sign-in is open to every account: each sign-in then also needs a code from your phone.'
          : 'Your role needs two-factor sign-in. Set it up once; after that each sign-in asks for a code from your phone.'}
      </p>
      <ol className="two-factor__steps">
        <li>Open an authenticator app on your phone (for example FreeOTP, Aegis, Google Authenticator or Microsoft Authenticator).</li>
        <li>
          Add an account with this key: <code className="two-factor__key" data-testid="totp-key">{secret.replace(/(.{4})/g, '$1 ').trim()}</code>{' '}
          (or, on the phone itself, <a href={totpUri(email, secret)}>open this link</a>).
        </li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <CodeForm label="Code from your authenticator app" />
    </>
  )
}

function CodeForm({ label, focus = false }: { label: string; focus?: boolean }) {
  return (
    <form method="post" action="/api/users/two-factor" className="two-factor__form">
      <div className="field-type text">
        <label htmlFor="code" className="field-label">
          {label}
        </label>
        <div className="field-type__wrap">
          <input id="code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus={focus} />
        </div>
      </div>
      <button type="submit" className="btn btn--style-primary btn--size-large">
        Confirm
      </button>
    </form>
  )
}
