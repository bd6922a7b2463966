import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FundraiserPage } from '@/components/Fundraising/FundraiserPage'
import { NotAvailable } from '@/components/Fundraising/NotAvailable'
import { contentMetadata } from '@/content/metadata'
import { formatDollars } from '@/format/money'
import { fundraiserPath } from '@/fundraising/paths'
import { getFundraiserView } from '@/fundraising/publicPages'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 10

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await getFundraiserView((await params).slug)
  if (!view || view.page.hidden) return { title: 'Not available', robots: { index: false } }
  const { page, campaign, total } = view
  return contentMetadata({
    title: `${page.name}: ${campaign.title}`,
    description: `${page.name} has raised ${formatDollars(Math.floor(total.raisedCents / 100))} of a ${formatDollars(page.goal)} goal for ${campaign.title}.`,
    path: fundraiserPath(page.slug),
    ownImageFile: true,
  })
}

export default async function FundraiserRoute({ params }: Props) {
  const view = await getFundraiserView((await params).slug)
  if (!view) notFound()
  if (view.page.hidden) return <NotAvailable />
  return <FundraiserPage view={view} />
}
