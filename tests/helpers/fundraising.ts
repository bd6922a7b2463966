/** Builders for the fundraising tests: a running campaign and pages on it, written as the server writes them. */
import type { Payload } from 'payload'

const DAY = 86_400_000

export async function createRunningCampaign(payload: Payload, slug = 'walk-run', now = new Date()) {
  return payload.create({
    collection: 'campaigns',
    data: {
      title: "Father's Day Walk / Run",
      slug,
      story: 'Walk or run with us.',
      donationArea: 'Fathers Day Walk / Run',
      goal: 50_000,
      suggestedGoal: 500,
      startsOn: new Date(now.getTime() - 10 * DAY).toISOString(),
      endsOn: new Date(now.getTime() + 10 * DAY).toISOString(),
      teamsAllowed: true,
    },
    overrideAccess: true,
    depth: 0,
  })
}

export async function createPage(payload: Payload, campaign: number, slug: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'fundraisers',
    data: { campaign, slug, name: `Walker ${slug}`, email: `${slug}@example.org`, goal: 500, story: 'I walk for my dad.', ...extra },
    overrideAccess: true,
    depth: 0,
  })
}
