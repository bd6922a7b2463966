import { shareImage } from '@/components/Fundraising/ShareImage'
import { getSiteSettings } from '@/content/globals'
import { fundraiserCard, SHARE_CARD_SIZE } from '@/fundraising/shareCard'
import { getFundraiserView } from '@/fundraising/publicPages'

export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'
export const alt = 'The fundraiser’s photo, name and progress'
export const revalidate = 10

/** The picture a shared link to a fundraiser's page shows. */
export default async function FundraiserShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const [view, settings] = await Promise.all([getFundraiserView((await params).slug), getSiteSettings()])
  return shareImage(await fundraiserCard(view), settings.name)
}
