/**
 * A participant makes their fundraising page: live at once on a running campaign. The checks
 * (address shape and clashes, blocked words, goal, plain-text story) are the collection's own, so
 * the admin and this path answer alike; a clash is reported at the address field. A team to start
 * or join is checked before the page is made, so a wrong team code or a taken team address makes
 * nothing and is answered at its field.
 */
import type { Payload } from 'payload'
import { normaliseEmail } from '@/myGiving/tokens'
import type { Campaign, Fundraiser } from '@/payload-types'
import { campaignIsRunning } from './campaignDates'
import { fieldErrorsOf, type FieldErrors } from './fieldErrors'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { queueFundraiserMail } from './mail'
import { checkJoin, createTeam, joinTeam } from './teams'
import { checkSlug } from './rules'
import { checkBlockedWords } from './blockedWords'

/** No team, a new team with its captain, or a team to join (with its code when it is closed). Errors come back at teamName, teamSlug, team and code. */
export type TeamChoice = { kind: 'none' } | { kind: 'create'; name: string; slug: string; open: boolean } | { kind: 'join'; team: number; code?: string }
export type SignUp = { campaign: Campaign; name: string; email: string; slug: string; goal: number; story?: string; photo?: number | null; team?: TeamChoice }
export type SignUpResult = { page: Fundraiser; errors?: undefined } | { page?: undefined; errors: FieldErrors }

const CLASH = 'This page address is taken. Please choose another (for example, add your town or the year).'

export async function signUpFundraiser(payload: Payload, input: SignUp, now = new Date()): Promise<SignUpResult> {
  if (!campaignIsRunning(input.campaign, now)) return { errors: { campaign: ['This campaign is not taking new pages.'] } }
  const slug = input.slug.trim().toLowerCase()
  const taken = await payload.count({ collection: 'fundraisers', where: { slug: { equals: slug } }, overrideAccess: true })
  if (taken.totalDocs > 0) return { errors: { slug: [CLASH] } }
  const teamRefused = await checkTeamChoice(payload, input.campaign, input.team)
  if (teamRefused) return { errors: teamRefused }
  let page: Fundraiser
  try {
    page = await payload.create({
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
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) return { errors: { slug: [CLASH] } }
    return { errors: fieldErrorsOf(error) }
  }
  // Checked above; only a race (the same team address taken a moment before) fails here, and the
  // person then starts or joins a team from their own page.
  const team = input.team
  if (team?.kind === 'create') await createTeam(payload, page, input.campaign, team)
  if (team?.kind === 'join') await joinTeam(payload, page, team.team, team.code)
  // Queued once the team is settled: the welcome e-mail gives a captain their team's code.
  await queueFundraiserMail(payload, { page: page.id, kind: 'welcome' })
  return { page }
}

const TEAM_CLASH = 'This team address is taken. Please choose another.'

/** The team part of a sign-up, checked before anything is made: null, or the refusals at their fields. */
export async function checkTeamChoice(payload: Payload, campaign: Campaign, team: TeamChoice | undefined): Promise<FieldErrors | null> {
  if (!team || team.kind === 'none') return null
  if (!campaign.teamsAllowed) return { team: ['This campaign does not have teams.'] }
  if (team.kind === 'join') return checkJoin(payload, campaign.id, team.team, team.code)
  const errors: FieldErrors = {}
  const name = team.name.trim()
  const nameOk = name ? await checkBlockedWords(payload, name) : 'Give your team a name.'
  if (nameOk !== true) errors.teamName = [nameOk]
  else if (name.length > 80) errors.teamName = ['Keep the team name to 80 characters.']
  const slug = team.slug.trim().toLowerCase()
  const shape = checkSlug(slug)
  const slugOk = shape === true ? await checkBlockedWords(payload, slug.replace(/-/g, ' ')) : shape
  if (slugOk !== true) errors.teamSlug = [slugOk]
  else if ((await payload.count({ collection: 'fundraising-teams', where: { slug: { equals: slug } }, overrideAccess: true })).totalDocs > 0) errors.teamSlug = [TEAM_CLASH]
  return Object.keys(errors).length ? errors : null
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
