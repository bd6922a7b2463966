/**
 * What a signed-in fundraiser does to their team from their own page: start one (they become its
 * captain), join one (with the code when it is closed) or leave it. Each answers the outcome to
 * show, with the refusals at their fields and the values typed.
 */
import type { Payload } from 'payload'
import type { Flash } from '@/myGiving/sessions'
import type { Fundraiser } from '@/payload-types'
import { checkTeamChoice } from './signUp'
import { createTeam, joinTeam, leaveTeam } from './teams'
import { relationId } from '@/utilities/relationId'

type Outcome = Omit<Flash, 'page'>

export async function teamAction(payload: Payload, page: Fundraiser, fields: Record<string, string>): Promise<Outcome> {
  const campaign = await payload.findByID({ collection: 'campaigns', id: relationId(page.campaign)!, depth: 0, overrideAccess: true })
  const values = { teamName: fields.teamName ?? '', teamSlug: fields.teamSlug ?? '', teamOpen: fields.teamOpen ?? '', team: fields.team ?? '' }
  if (fields.action === 'leave') {
    const left = await leaveTeam(payload, page)
    return 'errors' in left ? { tone: 'error', message: left.errors.team?.[0] ?? 'You could not leave the team.' } : { tone: 'notice', message: 'You left the team. Your page’s money no longer counts in its total.' }
  }
  if (page.team) return { tone: 'error', message: 'You are already in a team. Leave it first.' }
  if (fields.action === 'create') {
    const choice = { kind: 'create' as const, name: values.teamName, slug: values.teamSlug, open: values.teamOpen !== 'code' }
    const refused = await checkTeamChoice(payload, campaign, choice)
    if (refused) return { tone: 'error', message: 'Your team was not started: please correct the fields marked below.', errors: refused, values }
    const made = await createTeam(payload, page, campaign, choice)
    if (made.errors) return { tone: 'error', message: 'Your team was not started: please correct the fields marked below.', errors: { teamName: made.errors.name ?? [], teamSlug: made.errors.slug ?? [] }, values }
    return { tone: 'notice', message: made.joinCode ? `Your team “${made.team.name}” is started. Share its code with the people you want in it: ${made.joinCode}` : `Your team “${made.team.name}” is started. Anyone on the campaign can join it.` }
  }
  if (fields.action === 'join') {
    const joined = await joinTeam(payload, page, Number(fields.team), fields.code)
    if ('errors' in joined) return { tone: 'error', message: 'You did not join the team: please correct the fields marked below.', errors: joined.errors, values }
    return { tone: 'notice', message: 'You joined the team. Your page’s money now counts in its total.' }
  }
  return { tone: 'error', message: 'Choose to start, join or leave a team.' }
}
