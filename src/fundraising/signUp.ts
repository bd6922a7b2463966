/**
 * A participant makes their fundraising page: live at once on a running campaign. The checks
 * (address shape and clashes, blocked words, goal, plain-text story) are the collection's own, so
 * the admin and this path answer alike; a clash is reported at the address field.
 */
import type { Payload } from 'payload'
import { normaliseEmail } from '@/myGiving/tokens'
import type { Campaign, Fundraiser } from '@/payload-types'
import { campaignIsRunning } from './campaignDates'
import { fieldErrorsOf, type FieldErrors } from './fieldErrors'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { queueFundraiserMail } from './mail'

export type SignUp = { campaign: Campaign; name: string; email: string; slug: string; goal: number; story?: string; photo?: number | null }
export type SignUpResult = { page: Fundraiser; errors?: undefined } | { page?: undefined; errors: FieldErrors }

const CLASH = 'This page address is taken. Please choose another (for example, add your town or the year).'

export async function signUpFundraiser(payload: Payload, input: SignUp, now = new Date()): Promise<SignUpResult> {
  if (!campaignIsRunning(input.campaign, now)) return { errors: { campaign: ['This campaign is not taking new pages.'] } }
  const slug = input.slug.trim().toLowerCase()
  const taken = await payload.count({ collection: 'fundraisers', where: { slug: { equals: slug } }, overrideAccess: true })
  if (taken.totalDocs > 0) return { errors: { slug: [CLASH] } }
  try {
    const page = await payload.create({
      collection: 'fundraisers',
      data: {
        campaign: input.campaign.id,
        name: input.name.trim(),
        email: normaliseEmail(input.email),
        slug,
        goal: input.goal,
        story: input.story?.trim() || null,
        photo: input.photo ?? null,
      },
      overrideAccess: true,
      depth: 0,
    })
    await queueFundraiserMail(payload, { page: page.id, kind: 'welcome' })
    return { page }
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) return { errors: { slug: [CLASH] } }
    return { errors: fieldErrorsOf(error) }
  }
}

/** The pages a signed-in person may manage: only those made with their own address. */
export async function pagesOf(payload: Payload, email: string): Promise<Fundraiser[]> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { email: { equals: normaliseEmail(email) }, erased: { not_equals: true } },
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  return docs
}
