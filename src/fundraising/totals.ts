/**
 * Reading the totals. A page's total is its row in fundraising_page_totals (kept by the database's
 * triggers, see totalsTriggers.ts); a team's and a campaign's are sums of their pages' rows, done
 * by the database with an index: never by reading gifts in application code.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { queryRows, toInt } from './sql'

export type Total = { raisedCents: number; giftCount: number }

const total = (row: { raised_cents?: unknown; gift_count?: unknown } | undefined): Total => ({
  raisedCents: toInt(row?.raised_cents),
  giftCount: toInt(row?.gift_count),
})

/** One page's total. */
export async function pageTotal(payload: Payload, pageId: number): Promise<Total> {
  const [row] = await queryRows(payload, sql`SELECT raised_cents, gift_count FROM fundraising_page_totals WHERE page_id = ${pageId}`)
  return total(row)
}

/** A team's total: the sum of its members' pages. */
export async function teamTotal(payload: Payload, teamId: number): Promise<Total & { members: number }> {
  const [row] = await queryRows<{ raised_cents: unknown; gift_count: unknown; members: unknown }>(
    payload,
    sql`SELECT coalesce(sum(t.raised_cents), 0) AS raised_cents, coalesce(sum(t.gift_count), 0) AS gift_count, count(f.id) AS members
        FROM fundraisers f LEFT JOIN fundraising_page_totals t ON t.page_id = f.id
        WHERE f.team_id = ${teamId}`,
  )
  return { ...total(row), members: toInt(row?.members) }
}

/** A campaign's total: the sum of all its pages (hidden ones too: their money was raised). */
export async function campaignTotal(payload: Payload, campaignId: number): Promise<Total & { pages: number }> {
  const [row] = await queryRows<{ raised_cents: unknown; gift_count: unknown; pages: unknown }>(
    payload,
    sql`SELECT coalesce(sum(t.raised_cents), 0) AS raised_cents, coalesce(sum(t.gift_count), 0) AS gift_count, count(f.id) AS pages
        FROM fundraisers f LEFT JOIN fundraising_page_totals t ON t.page_id = f.id
        WHERE f.campaign_id = ${campaignId}`,
  )
  return { ...total(row), pages: toInt(row?.pages) }
}

export type RankedPage = { id: number; slug: string; name: string; goal: number; raisedCents: number }
export type RankedTeam = { id: number; slug: string; name: string; raisedCents: number; members: number }

/** The campaign's shown pages that raised most, highest first (ties: the earlier page). */
export async function topFundraisers(payload: Payload, campaignId: number, limit = 10): Promise<RankedPage[]> {
  const rows = await queryRows<Record<string, unknown>>(
    payload,
    sql`SELECT f.id, f.slug, f.name, f.goal, coalesce(t.raised_cents, 0) AS raised_cents
        FROM fundraisers f LEFT JOIN fundraising_page_totals t ON t.page_id = f.id
        WHERE f.campaign_id = ${campaignId} AND f.hidden = ${false}
        ORDER BY coalesce(t.raised_cents, 0) DESC, f.id ASC LIMIT ${limit}`,
  )
  return rows.map((r) => ({ id: toInt(r.id), slug: String(r.slug), name: String(r.name), goal: Number(r.goal), raisedCents: toInt(r.raised_cents) }))
}

/** The campaign's shown teams that raised most, highest first. */
export async function topTeams(payload: Payload, campaignId: number, limit = 10): Promise<RankedTeam[]> {
  const rows = await queryRows<Record<string, unknown>>(
    payload,
    sql`SELECT tm.id, tm.slug, tm.name, coalesce(sum(t.raised_cents), 0) AS raised_cents, count(f.id) AS members
        FROM fundraising_teams tm
        LEFT JOIN fundraisers f ON f.team_id = tm.id
        LEFT JOIN fundraising_page_totals t ON t.page_id = f.id
        WHERE tm.campaign_id = ${campaignId} AND tm.hidden = ${false}
        GROUP BY tm.id, tm.slug, tm.name
        ORDER BY raised_cents DESC, tm.id ASC LIMIT ${limit}`,
  )
  return rows.map((r) => ({ id: toInt(r.id), slug: String(r.slug), name: String(r.name), raisedCents: toInt(r.raised_cents), members: toInt(r.members) }))
}

/**
 * A page's total counted again from its gifts, by the database: for checking the kept total
 * (tests, and staff if a total is ever in doubt).
 */
export async function recountPage(payload: Payload, pageId: number): Promise<Total> {
  const [row] = await queryRows(
    payload,
    sql`SELECT coalesce(sum(cents), 0) AS raised_cents, count(*) AS gift_count FROM (
          SELECT round(amount * 100) AS cents FROM fundraising_gifts WHERE fundraiser_id = ${pageId} AND status = 'approved' AND voided = ${false}
          UNION ALL
          SELECT round(amount * 100) AS cents FROM offline_gifts WHERE fundraiser_id = ${pageId} AND voided = ${false}
        ) AS gifts`,
  )
  return total(row)
}
