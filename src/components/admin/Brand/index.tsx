import type { ReactNode } from 'react'
import type { Payload } from 'payload'

type Props = { payload: Payload }

const charityName = async (payload: Payload) =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }).catch(() => null))?.name || 'Staff admin'

/** The sign-in page's logo: the charity's own logo and name (Site Settings), not Payload's. */
export async function AdminLogo({ payload }: Props): Promise<ReactNode> {
  const name = await charityName(payload)
  return (
    <span className="charity-admin-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG from public/, nothing to optimise */}
      <img src="/images/logo.svg" alt="" width={56} height={56} />
      <span className="charity-admin-logo__text">
        <span className="charity-admin-logo__name">{name}</span>
        <span className="charity-admin-logo__note">Staff sign-in</span>
      </span>
    </span>
  )
}

/** The small mark at the top of the admin's menu: the charity's logo, named for screen readers. */
export async function AdminIcon({ payload }: Props): Promise<ReactNode> {
  const name = await charityName(payload)
  // eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG from public/
  return <img className="charity-admin-icon" src="/images/logo.svg" alt={name} width={28} height={28} />
}
