/**
 * Cases on the server: opening one from a form submission, the suggested volunteers with each
 * one's open load, and picking a volunteer (which queues the two introduction e-mails).
 */
import type { Payload, PayloadRequest } from 'payload'
import { isUniqueViolation } from '@/donations/receiptNumber'
import { isEnded, statusLabel } from './flow'
import { queuePeerSupportMail } from './mail'
import { suggestVolunteers, unavailableReason, type MatchVolunteer, type Suggestion } from './matching'
import { matchRequestOf, requestFromForm } from './request'
import { requestOfCase, type CaseRecord, type VolunteerRecord } from './records'
import { relationId } from '@/utilities/relationId'

const o = { overrideAccess: true, depth: 0 } as const

/**
 * Opens the case of a peer-support submission; a second call for the same submission returns
 * the case it already has (the submission is unique on cases).
 */
export async function openCase(payload: Payload, submissionId: number, values: Record<string, string>, req?: PayloadRequest): Promise<CaseRecord> {
  const existing = await payload.find({ collection: 'peer-support-cases', where: { submission: { equals: submissionId } }, limit: 1, ...o, req })
  if (existing.docs[0]) return existing.docs[0] as unknown as CaseRecord
  const r = requestFromForm(values)
  try {
    return (await payload.create({
      collection: 'peer-support-cases',
      data: {
        title: `${r.firstName} ${r.lastName}`.trim() || r.email,
        status: 'new',
        submission: submissionId,
        firstName: r.firstName || '(no first name)',
        lastName: r.lastName,
        email: r.email,
        phone: r.phone,
        city: r.city,
        province: r.province,
        preferredContact: r.preferredContact,
        bestTime: r.bestTime,
        dateOfDiagnosis: r.dateOfDiagnosis,
        ageAtDiagnosis: r.ageAtDiagnosis,
        language: r.language,
        message: r.message,
        shareConsent: r.shareConsent,
        topics: r.topics,
      },
      ...o,
      req,
    })) as unknown as CaseRecord
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const again = await payload.find({ collection: 'peer-support-cases', where: { submission: { equals: submissionId } }, limit: 1, ...o, req })
    return again.docs[0] as unknown as CaseRecord
  }
}

/** Open introductions per volunteer id: cases introduced and not yet called. */
export async function openLoads(payload: Payload, req?: PayloadRequest): Promise<Map<number, number>> {
  const { docs } = await payload.find({ collection: 'peer-support-cases', where: { status: { equals: 'introduced' } }, pagination: false, select: { volunteer: true }, ...o, req })
  const loads = new Map<number, number>()
  for (const d of docs as { volunteer?: number | { id: number } | null }[]) {
    const id = relationId(d.volunteer)
    if (id != null) loads.set(id, (loads.get(id) ?? 0) + 1)
  }
  return loads
}

export const matchVolunteerOf = (v: VolunteerRecord, load: number): MatchVolunteer => ({
  id: v.id,
  firstName: v.firstName,
  languages: v.languages ?? [],
  region: v.region,
  experiences: v.experiences ?? [],
  ageBand: v.ageBand,
  callsPerMonth: v.callsPerMonth,
  openIntroductions: load,
  status: v.status,
})

export async function suggestionsFor(payload: Payload, c: CaseRecord, req?: PayloadRequest): Promise<Suggestion[]> {
  const [{ docs }, loads] = await Promise.all([
    payload.find({ collection: 'peer-volunteers', where: { status: { equals: 'active' } }, pagination: false, ...o, req }),
    openLoads(payload, req),
  ])
  const volunteers = (docs as unknown as VolunteerRecord[]).map((v) => matchVolunteerOf(v, loads.get(v.id) ?? 0))
  return suggestVolunteers(matchRequestOf(requestOfCase(c)), volunteers)
}

export type Outcome = { ok: true; message: string } | { ok: false; status: 400 | 403 | 404 | 409; message: string }

/** Picks a volunteer for a case: refused (and nothing changed) when the case or the volunteer cannot take it. */
export async function introduce(payload: Payload, caseId: number, volunteerId: unknown, req?: PayloadRequest, now = new Date()): Promise<Outcome> {
  const c = (await payload.findByID({ collection: 'peer-support-cases', id: caseId, ...o, disableErrors: true, req })) as unknown as CaseRecord | null
  if (!c) return { ok: false, status: 404, message: 'There is no such case.' }
  if (c.status !== 'new' && c.status !== 'suggested') {
    return {
      ok: false,
      status: 409,
      message: isEnded(c.status)
        ? `This case is ${statusLabel(c.status).toLowerCase()}; a volunteer can no longer be picked.`
        : `This case is already "${statusLabel(c.status)}"; a volunteer can be picked only while it is new or suggested.`,
    }
  }
  const id = Number(volunteerId)
  if (!Number.isInteger(id) || id <= 0) return { ok: false, status: 400, message: 'Choose a volunteer.' }
  const v = (await payload.findByID({ collection: 'peer-volunteers', id, ...o, disableErrors: true, req })) as unknown as VolunteerRecord | null
  if (!v) return { ok: false, status: 404, message: 'There is no such volunteer.' }
  const refusal = unavailableReason(matchVolunteerOf(v, (await openLoads(payload, req)).get(v.id) ?? 0))
  if (refusal) return { ok: false, status: 409, message: `${refusal} Pick another volunteer.` }
  await payload.update({
    collection: 'peer-support-cases',
    id: c.id,
    data: { status: 'introduced', volunteer: v.id, introducedAt: now.toISOString(), noAnswerTries: 0, volunteerRemindedAt: null, supportAlertedAt: null },
    ...o,
    req,
    context: { introduction: true },
  })
  await queuePeerSupportMail(payload, { kind: 'introduction', caseId: c.id }, req)
  await queuePeerSupportMail(payload, { kind: 'expect-a-call', caseId: c.id }, req)
  return { ok: true, message: `${v.firstName} was introduced to ${c.firstName}. Both have been e-mailed.` }
}
