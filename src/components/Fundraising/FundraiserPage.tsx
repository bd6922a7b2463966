import Image from 'next/image'
import Link from '@/components/IntentLink/IntentLink.client'
import { imageOf } from '@/content/media'
import { campaignHasEnded } from '@/fundraising/campaignDates'
import { campaignPath, donateToPagePath, FUNDRAISER_ACCOUNT_PATH, teamPath } from '@/fundraising/paths'
import type { FundraiserView } from '@/fundraising/publicPages'
import { paragraphs } from '@/fundraising/rules'
import { Progress } from './Progress'
import { RecentGifts } from './RecentGifts'

const BUTTON = 'inline-block rounded border-2 border-navy bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white'

/** A participant's page: their story, progress, the Donate button and the gifts so far. */
export function FundraiserPage({ view }: { view: FundraiserView }) {
  const { page, campaign, team, total, gifts } = view
  const photo = imageOf(page.photo, 'card')
  const ended = campaignHasEnded(campaign)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link href={campaignPath(campaign.slug)}>{campaign.title}</Link>
        {team && (
          <>
            {' · '}Team <Link href={teamPath(team.slug)}>{team.name}</Link>
          </>
        )}
      </p>
      <h1 className="mt-2 text-4xl font-semibold">{page.name}</h1>
      {/* The person's name, not the picture's stored text: a name changed later is right here too. */}
      {photo && <Image src={photo.src} alt={page.name} width={photo.width} height={photo.height} sizes="(max-width: 420px) 100vw, 384px" preload className="mt-6 h-auto w-full max-w-sm rounded" data-testid="fundraiser-photo" />}
      <Progress raisedCents={total.raisedCents} goalDollars={page.goal} giftCount={total.giftCount} label={`${page.name}’s progress`} />
      {ended ? (
        <p>This campaign has ended. Thank you to everyone who gave.</p>
      ) : (
        <p>
          <Link href={donateToPagePath(page.slug)} className={BUTTON}>
            Donate to {page.name}’s page
          </Link>
        </p>
      )}
      <div className="mt-8 space-y-4">
        {paragraphs(page.story).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <RecentGifts gifts={gifts} />
      <p className="mt-10 text-sm">
        Is this your page? <Link href={FUNDRAISER_ACCOUNT_PATH}>Sign in to change it and see your gifts</Link>.
      </p>
    </article>
  )
}
