import type { Payload } from 'payload'
import type { SeedLog } from './index'

const DAY = 86_400_000
const CAMPAIGN_SLUG = 'fathers-day-walk-run'

const PAGES = [
  {
    slug: 'sam-walks-for-dad',
    name: 'Sam Okafor',
    goal: 750,
    story: 'My dad was diagnosed last spring. He is doing well, and he is walking beside me this year.\n\nEvery dollar helps another family get support the week they hear the news.',
    gifts: [{ amount: 150, kind: 'cheque', donorName: 'The Lee family' }, { amount: 60, kind: 'cash', donorName: '' }],
  },
  {
    slug: 'grandpa-bill-runs',
    name: 'Bill Tremblay',
    goal: 1500,
    story: 'I am 71 and I will run the 5 km. I was treated for prostate cancer ten years ago; getting checked early made the difference.\n\nPlease give, and please talk to the men in your life about getting checked.',
    gifts: [{ amount: 250, kind: 'cheque', donorName: 'Maple Street Curling Club' }, { amount: 100, kind: 'cheque', donorName: 'Anne Tremblay' }, { amount: 40, kind: 'cash', donorName: '' }],
  },
  {
    slug: 'priya-and-the-strollers',
    name: 'Priya Nair',
    goal: 500,
    story: 'We walk with the kids in strollers, for their grandfather.',
    gifts: [{ amount: 75, kind: 'cash', donorName: 'Neighbours on 4th Avenue' }],
  },
] as const

/**
 * A running Father's Day Walk / Run campaign with three pages, a team and a few cash and cheque
 * gifts, made once. Its dates are set around the day of seeding so that the demo is always open.
 */
export async function seedFundraising(payload: Payload, log: SeedLog, now = new Date()): Promise<void> {
  const existing = await payload.count({ collection: 'campaigns', where: { slug: { equals: CAMPAIGN_SLUG } }, overrideAccess: true })
  if (existing.totalDocs > 0) {
    log('Fundraising: the demo campaign exists, left unchanged.')
    return
  }
  const context = { disableRevalidate: true }
  const event = await payload.find({ collection: 'events', where: { title: { like: 'Walk / Run' } }, limit: 1, depth: 0, overrideAccess: true })
  const campaign = await payload.create({
    collection: 'campaigns',
    data: {
      title: 'Father’s Day Walk / Run',
      slug: CAMPAIGN_SLUG,
      story:
        'Walk or run 5 km with hundreds of families on Father’s Day, and ask the people who care about you to sponsor you.\n\nThe money raised pays for support groups, information kits and the help line for men with prostate cancer and their families.',
      event: event.docs[0]?.id ?? null,
      donationArea: 'Fathers Day Walk / Run',
      goal: 60_000,
      suggestedGoal: 500,
      startsOn: new Date(now.getTime() - 30 * DAY).toISOString(),
      endsOn: new Date(now.getTime() + 45 * DAY).toISOString(),
      teamsAllowed: true,
    },
    overrideAccess: true,
    context,
  })
  let teamId: number | null = null
  for (const [i, page] of PAGES.entries()) {
    const created: { id: number } = await payload.create({
      collection: 'fundraisers',
      data: { campaign: campaign.id, slug: page.slug, name: page.name, email: `${page.slug}@example.org`, goal: page.goal, story: page.story, team: teamId },
      overrideAccess: true,
      context,
    })
    if (i === 0) {
      const team: { id: number } = await payload.create({
        collection: 'fundraising-teams',
        data: { campaign: campaign.id, slug: 'the-okafor-crew', name: 'The Okafor Crew', captain: created.id, open: true },
        overrideAccess: true,
        context,
      })
      teamId = team.id
      await payload.update({ collection: 'fundraisers', id: created.id, data: { team: team.id }, overrideAccess: true, context })
    }
    // Sam and Bill walk as a team; Priya on her own.
    if (i === 1) teamId = null
    for (const [g, gift] of page.gifts.entries()) {
      await payload.create({
        collection: 'offline-gifts',
        data: { fundraiser: created.id, amount: gift.amount, kind: gift.kind, donorName: gift.donorName || null, receivedOn: new Date(now.getTime() - (g + 1) * DAY).toISOString() },
        overrideAccess: true,
        context,
      })
    }
  }
  log(`Fundraising: created the Father’s Day Walk / Run campaign with ${PAGES.length} pages, a team and their cash and cheque gifts.`)
}
