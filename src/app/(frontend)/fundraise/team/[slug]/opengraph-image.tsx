import { shareImage } from '@/components/Fundraising/ShareImage'
import { getSiteSettings } from '@/content/globals'
import { SHARE_CARD_SIZE, teamCard } from '@/fundraising/shareCard'
import { getTeamView } from '@/fundraising/publicPages'

export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'
export const alt = 'The team’s name and progress'
export const revalidate = 10

/** The picture a shared link to a team's page shows. */
export default async function TeamShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const [view, settings] = await Promise.all([getTeamView((await params).slug), getSiteSettings()])
  return shareImage(teamCard(view), settings.name)
}
