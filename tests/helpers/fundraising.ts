/** Builders for the fundraising tests: a running campaign and pages on it, written as the server writes them, and a fundraiser's sign-in. */
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { formPost } from './myGiving'

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

/** Signs in as `email` the way the e-mailed link does: a fundraiser link, used once by the link page's button (`session`, its route). */
export async function signInFundraiser(payload: Payload, session: (request: Request) => Promise<Response>, email: string): Promise<{ cookie: string; csrf: string }> {
  const { createSignInLink } = await import('@/myGiving/signInLinks')
  const token = await createSignInLink(payload, email, { purpose: 'fundraiser' })
  const res = await session(formPost('/my-fundraising/session', { token }))
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe('/my-fundraising')
  const setCookie = res.headers.get('set-cookie')!
  expect(setCookie).toMatch(/^fundraiser_session=[^;]+; Path=\/my-fundraising; HttpOnly; SameSite=Lax/)
  const cookie = setCookie.split(';')[0]!
  const { readSession } = await import('@/myGiving/sessions')
  const { formTokenFor } = await import('@/myGiving/tokens')
  const signedIn = await readSession(payload, cookie.split('=')[1])
  return { cookie, csrf: formTokenFor(signedIn!.hash) }
}
