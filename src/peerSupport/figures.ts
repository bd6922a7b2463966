/**
 * Peer support's figures for Support's dashboard: new requests, introductions waiting over 48
 * hours, first calls this month, the median hours from request to first call (this month's
 * calls) and the follow-up answers kept.
 */
import type { Payload } from 'payload'
import { REMIND_VOLUNTEER_AFTER_H } from './paths'

export type PeerSupportFigures = {
  newRequests: number
  waitingOver48h: number
  callsThisMonth: number
  medianHoursToFirstCall: number | null
  followUpAnswers: { yes: number; somewhat: number; no: number }
  /** The bounds the figures were counted with, for the links to their cases. */
  monthStart: string
  waitingSince: string
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

type CallTimes = { createdAt: string; firstCallAt?: string | null }

/** Hours from each request to its first call. One dated before its request is a slip in the record, not a wait, and is left out. */
export const hoursToFirstCall = (cases: readonly CallTimes[]): number[] =>
  cases
    .filter((c) => c.firstCallAt)
    .map((c) => (Date.parse(c.firstCallAt!) - Date.parse(c.createdAt)) / 3_600_000)
    .filter((hours) => hours >= 0)

export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

export async function peerSupportFigures(payload: Payload, now = new Date()): Promise<PeerSupportFigures> {
  const count = async (where: Parameters<Payload['count']>[0]['where']) => (await payload.count({ collection: 'peer-support-cases', where, overrideAccess: true })).totalDocs
  const since = monthStart(now).toISOString()
  const waitingSince = new Date(now.getTime() - REMIND_VOLUNTEER_AFTER_H * 3_600_000).toISOString()
  const [newRequests, waitingOver48h, calls, yes, somewhat, no] = await Promise.all([
    count({ status: { in: ['new', 'suggested'] } }),
    count({ and: [{ status: { equals: 'introduced' } }, { introducedAt: { less_than_equal: waitingSince } }] }),
    payload.find({ collection: 'peer-support-cases', where: { firstCallAt: { greater_than_equal: since } }, pagination: false, depth: 0, overrideAccess: true, select: { createdAt: true, firstCallAt: true } }),
    count({ followUpAnswer: { equals: 'yes' } }),
    count({ followUpAnswer: { equals: 'somewhat' } }),
    count({ followUpAnswer: { equals: 'no' } }),
  ])
  const m = median(hoursToFirstCall(calls.docs as CallTimes[]))
  return {
    newRequests,
    waitingOver48h,
    callsThisMonth: calls.docs.length,
    medianHoursToFirstCall: m == null ? null : Math.round(m * 10) / 10,
    followUpAnswers: { yes, somewhat, no },
    monthStart: since,
    waitingSince,
  }
}
