import type { Metadata } from 'next'
import { GiftBeingConfirmed } from '@/components/Donate/GiftBeingConfirmed.client'
import { getSiteSettings } from '@/content/globals'

export const metadata: Metadata = { title: 'Your gift is being confirmed', robots: { index: false } }

export default async function GiftBeingConfirmedPage() {
  const site = await getSiteSettings()
  const phone = site.contacts?.find((c) => c.title === 'T')?.value
  return <GiftBeingConfirmed phone={phone} />
}
