import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CampaignPage } from '@/components/Fundraising/CampaignPage'
import { contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { campaignPath } from '@/fundraising/paths'
import { getCampaignView } from '@/fundraising/publicPages'
import { paragraphs } from '@/fundraising/rules'

type Props = { params: Promise<{ campaign: string }> }

export const revalidate = 10

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await getCampaignView((await params).campaign)
  if (!view) return { title: 'Page not found', robots: { index: false } }
  return contentMetadata({
    title: view.campaign.title,
    description: paragraphs(view.campaign.story)[0]?.slice(0, 160) ?? '',
    path: campaignPath(view.campaign.slug),
    image: imageOf(view.campaign.image, 'wide'),
  })
}

export default async function FundraisingCampaignRoute({ params }: Props) {
  const view = await getCampaignView((await params).campaign)
  if (!view) notFound()
  return <CampaignPage view={view} />
}
