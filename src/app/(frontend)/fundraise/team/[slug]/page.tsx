import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NotAvailable } from '@/components/Fundraising/NotAvailable'
import { TeamPage } from '@/components/Fundraising/TeamPage'
import { contentMetadata } from '@/content/metadata'
import { formatDollars } from '@/format/money'
import { teamPath } from '@/fundraising/paths'
import { getTeamView } from '@/fundraising/publicPages'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = 10

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await getTeamView((await params).slug)
  if (!view || view.team.hidden) return { title: 'Not available', robots: { index: false } }
  return contentMetadata({
    title: `Team ${view.team.name}: ${view.campaign.title}`,
    description: `Team ${view.team.name} has raised ${formatDollars(Math.floor(view.total.raisedCents / 100))} for ${view.campaign.title}.`,
    path: teamPath(view.team.slug),
    ownImageFile: true,
  })
}

export default async function FundraisingTeamRoute({ params }: Props) {
  const view = await getTeamView((await params).slug)
  if (!view) notFound()
  if (view.team.hidden) return <NotAvailable />
  return <TeamPage view={view} />
}
