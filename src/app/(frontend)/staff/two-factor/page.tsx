import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { PageHero } from '@/components/PageHero'
import { createLocalReq } from 'payload'
import { CODE_REFUSED, twoFactorStep } from '@/auth/twoFactor'
import { totpUri } from '@/auth/totp'
import { pendingKeyFor } from '@/collections/Users/twoFactor'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = {
  title: 'Two-factor sign-in',
  robots: { index: false, follow: false },
}

const PROBLEMS: Record<string, string> = {
  ...CODE_REFUSED,
  'no-key': 'Your two-factor key is missing. Reload this page to get one.',
  'signed-out': 'Your sign-in has ended. Sign in to the admin again.',
}

/**
 * The second step of signing in to the admin: the person types the code from their
 * authenticator app (and, the first time, adds the key to the app). A plain form that works
 * without JavaScript; it posts to /api/users/two-factor.
 */
export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<{ problem?: string }> }) {
  const { problem } = await searchParams
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const account = user as (typeof user & { totpEnabled?: boolean | null; _sid?: string }) | null
  const message = problem ? PROBLEMS[problem] : undefined

  const step = account ? twoFactorStep(account) : null
  // A key to add to the app, kept on the account until a code confirms it.
  const secret = account && (step === 'set-up' || step === 'offer-set-up') ? await pendingKeyFor(await createLocalReq({}, payload), account.id) : null

  let body: React.ReactNode
  if (!account) {
    body = (
      <p>
        Sign in to the{' '}
        {/* The admin is a separate application: a full page load, not a client-side route. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="font-semibold text-sky underline" href="/admin/login">admin</a> first; this page then asks for your code.
      </p>
    )
  } else if (step === 'confirmed') {
    body = (
      <p>
        This sign-in is confirmed.{' '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="font-semibold text-sky underline" href="/admin">Go to the admin</a>.
      </p>
    )
  } else if (step === 'enter-code') {
    body = <CodeForm label="Code from your authenticator app" />
  } else {
    body = <TwoFactorSetup email={account.email} secret={secret!} optional={step === 'offer-set-up'} />
  }

  return (
    <>
      <PageHero heading="Two-factor sign-in" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {message && (
          <p role="alert" className="mb-6 rounded border-2 border-red-700 p-4 font-semibold text-red-800">
            {message}
          </p>
        )}
        {body}
      </div>
    </>
  )
}

function TwoFactorSetup({ email, secret, optional = false }: { email: string; secret: string; optional?: boolean }) {
  return (
    <>
      <p className="mb-4">
        {optional
          ? 'Two-factor sign-in is open to every account: each sign-in then also needs a code from your phone.'
          : 'Your role needs two-factor sign-in. Set it up once; after that each sign-in asks for a code from your phone.'}
      </p>
      <ol className="mb-6 list-decimal space-y-2 pl-6">
        <li>Open an authenticator app on your phone (for example FreeOTP, Aegis, Google Authenticator or Microsoft Authenticator).</li>
        <li>
          Add an account with this key: <code className="break-all rounded bg-gray-100 px-1 font-mono text-lg" data-testid="totp-key">{secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          {' '}(or, on the phone itself, <a className="font-semibold text-sky underline" href={totpUri(email, secret)}>open this link</a>).
        </li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <CodeForm label="Code from your authenticator app" />
    </>
  )
}

function CodeForm({ label }: { label: string }) {
  return (
    <form method="post" action="/api/users/two-factor" className="flex flex-col items-start gap-3">
      <label htmlFor="code" className="font-semibold">
        {label}
      </label>
      <input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        className="w-40 rounded border-2 border-gray-600 px-3 py-2 font-mono text-xl"
      />
      <button type="submit" className="rounded bg-sky px-5 py-2 font-semibold text-white">
        Confirm
      </button>
    </form>
  )
}
