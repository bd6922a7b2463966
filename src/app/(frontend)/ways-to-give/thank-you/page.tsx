import type { Metadata } from 'next'
import { ThankYou } from '@/components/Donate/ThankYou.client'
import { getSiteSettings } from '@/content/globals'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

export default async function ThankYouPage() {
  const site = await getSiteSettings()
  const phone = site.contacts?.find((c) => c.title === 'T')?.value
  const email = site.contacts?.find((c) => c.scheme === 'mailto')?.value
  return <ThankYou phone={phone} email={email} />
}
