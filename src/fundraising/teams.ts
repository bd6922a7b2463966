/**
 * Teams: a captain makes one on a campaign that allows teams; others join it when it is open, or
 * with the code the captain shares (only its hash is kept); a member can leave. A team's total is
 * always the sum of its current members' pages (see totals.ts). The code is derived from the team
 * and the site's secret, so the captain can be shown it again on their own page without it being
 * stored anywhere.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { hashToken } from '@/http/secretTokens'
import { relationId } from '@/utilities/relationId'
import { payloadSecret } from '@/utilities/runtimeEnv'
import type { Campaign, Fundraiser, FundraisingTeam } from '@/payload-types'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { fieldErrorsOf, type FieldErrors } from './fieldErrors'
import { sql } from '@payloadcms/db-sqlite'
import { queryRows } from './sql'

export type TeamResult = { team: FundraisingTeam; joinCode: string | null; errors?: undefined } | { team?: undefined; joinCode?: undefined; errors: FieldErrors }

/** A team's join code, easy to read out: 8 letters and digits without look-alikes (0/O, 1/I/L). */
export function joinCodeFor(teamId: number): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  const bytes = crypto.createHmac('sha256', `team-join-code:${payloadSecret()}`).update(String(teamId)).digest()
  return Array.from(bytes.subarray(0, 8), (b) => alphabet[b % alphabet.length]).join('')
}
const codeHash = (code: string) => hashToken(`team-code:${code.trim().toUpperCase()}`)

export async function createTeam(
  payload: Payload,
  captain: Fundraiser,
  campaign: Campaign,
  input: { name: string; slug: string; open: boolean },
): Promise<TeamResult> {
  if (!campaign.teamsAllowed) return { errors: { name: ['This campaign does not have teams.'] } }
  if (captain.team) return { errors: { name: ['You are already in a team. Leave it first to start your own.'] } }
  try {
    const team = await payload.create({
      collection: 'fundraising-teams',
      data: { campaign: campaign.id, name: input.name.trim(), slug: input.slug.trim().toLowerCase(), captain: captain.id, open: input.open },
      overrideAccess: true,
      depth: 0,
    })
    // The code needs the team's id, so its hash is written just after the team.
    const joinCode = input.open ? null : joinCodeFor(team.id)
    if (joinCode) await payload.update({ collection: 'fundraising-teams', id: team.id, data: { joinCodeHash: codeHash(joinCode) }, overrideAccess: true, depth: 0 })
    await payload.update({ collection: 'fundraisers', id: captain.id, data: { team: team.id }, overrideAccess: true, depth: 0 })
    return { team, joinCode }
  } catch (error) {
    if (isUniqueViolation(error)) return { errors: { slug: ['This team address is taken. Please choose another.'] } }
    return { errors: fieldErrorsOf(error) }
  }
}

/** Whether a page on `campaignId` may join the team with this code: null, or the refusal at its field. */
export async function checkJoin(payload: Payload, campaignId: number, teamId: number, code?: string): Promise<FieldErrors | null> {
  const team = Number.isInteger(teamId) && teamId > 0 ? await payload.findByID({ collection: 'fundraising-teams', id: teamId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!team || team.hidden || relationId(team.campaign) !== campaignId) return { team: ['This team is not available. Choose another team.'] }
  if (!team.open) {
    const stored = await storedCodeHash(payload, teamId)
    if (!code?.trim() || !stored || !crypto.timingSafeEqual(Buffer.from(stored), Buffer.from(codeHash(code)))) {
      return { code: ['That team code is not right. Ask your team captain for it again.'] }
    }
  }
  return null
}

export async function joinTeam(payload: Payload, member: Fundraiser, teamId: number, code?: string): Promise<{ ok: true } | { errors: FieldErrors }> {
  if (member.team) return { errors: { team: ['You are already in a team. Leave it first.'] } }
  const refused = await checkJoin(payload, relationId(member.campaign)!, teamId, code)
  if (refused) return { errors: refused }
  await payload.update({ collection: 'fundraisers', id: member.id, data: { team: teamId }, overrideAccess: true, depth: 0 })
  return { ok: true }
}

/** The teams a page on the campaign may choose to join, by name. */
export async function teamsOf(payload: Payload, campaignId: number): Promise<{ id: number; name: string; open: boolean }[]> {
  const { docs } = await payload.find({ collection: 'fundraising-teams', where: { campaign: { equals: campaignId }, hidden: { not_equals: true } }, sort: 'name', limit: 500, depth: 0, overrideAccess: true, select: { name: true, open: true } })
  return docs.map((t) => ({ id: t.id, name: t.name, open: Boolean(t.open) }))
}

/** Leaves the team; the page's money leaves the team's total with it. A captain hands over first. */
export async function leaveTeam(payload: Payload, member: Fundraiser): Promise<{ ok: true } | { errors: FieldErrors }> {
  const teamId = relationId(member.team)
  if (!teamId) return { errors: { team: ['You are not in a team.'] } }
  const team = await payload.findByID({ collection: 'fundraising-teams', id: teamId, depth: 0, overrideAccess: true })
  const captainId = relationId(team.captain)
  if (captainId === member.id) {
    const others = await payload.find({ collection: 'fundraisers', where: { team: { equals: teamId }, id: { not_equals: member.id } }, limit: 1, sort: 'createdAt', depth: 0, overrideAccess: true })
    // The longest-standing member becomes captain; a team left empty simply has none.
    await payload.update({ collection: 'fundraising-teams', id: teamId, data: { captain: others.docs[0]?.id ?? null }, overrideAccess: true, depth: 0 })
  }
  await payload.update({ collection: 'fundraisers', id: member.id, data: { team: null }, overrideAccess: true, depth: 0 })
  return { ok: true }
}

// The hash is hidden from every reader (field access), so it is read past field access here.
async function storedCodeHash(payload: Payload, teamId: number): Promise<string | null> {
  const [row] = await queryRows<{ join_code_hash: string | null }>(payload, sql`SELECT join_code_hash FROM fundraising_teams WHERE id = ${teamId}`)
  return row?.join_code_hash ?? null
}
