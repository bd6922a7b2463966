/**
 * Teams: a captain makes one on a campaign that allows teams; others join it when it is open, or
 * with the code the captain shares (only its hash is kept); a member can leave. A team's total is
 * always the sum of its current members' pages (see totals.ts).
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { hashToken } from '@/http/secretTokens'
import type { Campaign, Fundraiser, FundraisingTeam } from '@/payload-types'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { fieldErrorsOf, type FieldErrors } from './fieldErrors'

export type TeamResult = { team: FundraisingTeam; joinCode: string | null; errors?: undefined } | { team?: undefined; joinCode?: undefined; errors: FieldErrors }

/** A join code easy to read out: 8 letters and digits without look-alikes (0/O, 1/I/L). */
export function newJoinCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  return Array.from(crypto.randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')
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
  const joinCode = input.open ? null : newJoinCode()
  try {
    const team = await payload.create({
      collection: 'fundraising-teams',
      data: { campaign: campaign.id, name: input.name.trim(), slug: input.slug.trim().toLowerCase(), captain: captain.id, open: input.open, joinCodeHash: joinCode ? codeHash(joinCode) : null },
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({ collection: 'fundraisers', id: captain.id, data: { team: team.id }, overrideAccess: true, depth: 0 })
    return { team, joinCode }
  } catch (error) {
    if (isUniqueViolation(error)) return { errors: { slug: ['This team address is taken. Please choose another.'] } }
    return { errors: fieldErrorsOf(error) }
  }
}

export async function joinTeam(payload: Payload, member: Fundraiser, teamId: number, code?: string): Promise<{ ok: true } | { errors: FieldErrors }> {
  const team = await payload.findByID({ collection: 'fundraising-teams', id: teamId, depth: 0, overrideAccess: true, disableErrors: true, showHiddenFields: true })
  const campaignOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : v)
  if (!team || team.hidden || campaignOf(team.campaign) !== campaignOf(member.campaign)) return { errors: { team: ['This team is not available.'] } }
  if (member.team) return { errors: { team: ['You are already in a team. Leave it first.'] } }
  if (!team.open) {
    const stored = await storedCodeHash(payload, teamId)
    if (!code?.trim() || !stored || !crypto.timingSafeEqual(Buffer.from(stored), Buffer.from(codeHash(code)))) {
      return { errors: { code: ['That team code is not right. Ask your team captain for it again.'] } }
    }
  }
  await payload.update({ collection: 'fundraisers', id: member.id, data: { team: teamId }, overrideAccess: true, depth: 0 })
  return { ok: true }
}

/** Leaves the team; the page's money leaves the team's total with it. A captain hands over first. */
export async function leaveTeam(payload: Payload, member: Fundraiser): Promise<{ ok: true } | { errors: FieldErrors }> {
  const teamId = typeof member.team === 'object' && member.team ? member.team.id : member.team
  if (!teamId) return { errors: { team: ['You are not in a team.'] } }
  const team = await payload.findByID({ collection: 'fundraising-teams', id: teamId, depth: 0, overrideAccess: true })
  const captainId = typeof team.captain === 'object' && team.captain ? team.captain.id : team.captain
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
  const { queryRows } = await import('./sql')
  const { sql } = await import('@payloadcms/db-sqlite')
  const [row] = await queryRows<{ join_code_hash: string | null }>(payload, sql`SELECT join_code_hash FROM fundraising_teams WHERE id = ${teamId}`)
  return row?.join_code_hash ?? null
}
