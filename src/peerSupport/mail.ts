/**
 * Peer support's e-mails, each sent by a job on the "peer-support" queue (so a pick or a request
 * answers at once) and written when the job runs, from the case as it is then. Without SMTP_URL
 * they go to the Outbox; sign-in links are then left out of the copy (printed to the log outside
 * production), as My giving does.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { mailFrom, smtpConfigured } from '@/forms/email'
import { fallbackRecipient, recipientsFor } from '@/forms/jobs'
import { FORM_IDS } from '@/forms/fields'
import { createSignInLink } from '@/myGiving/signInLinks'
import { senderIdentity } from '@/riskChecker/reminderMail'
import { isProductionSite, serverUrl } from '@/utilities/runtimeEnv'
import { followUpToken } from './followUpToken'
import { FOLLOW_UP_PATH, VOLUNTEER_PATH } from './paths'
import { introductionLines, topicLine } from './request'
import { requestOfCase, type CaseRecord, type VolunteerRecord } from './records'
import { relationId } from '@/utilities/relationId'

export const PEER_SUPPORT_QUEUE = 'peer-support'
export const PEER_MAIL_TASK = 'sendPeerSupportMail'

export type PeerMailKind = 'introduction' | 'expect-a-call' | 'volunteer-reminder' | 'support-alert' | 'follow-up' | 'volunteer-sign-in'
export type PeerMailInput = { kind: PeerMailKind; caseId?: number; to?: string }

const LINK_MARK = '{link}'
const BEST_TIME: Record<string, string> = { AM: 'in the morning', PM: 'in the afternoon', ANYTIME: 'at a time that suits you' }

type Mail = { to: string[]; subject: string; text: string }

const o = { overrideAccess: true, depth: 0 } as const

async function loadCase(payload: Payload, id: number) {
  const c = (await payload.findByID({ collection: 'peer-support-cases', id, ...o, disableErrors: true })) as unknown as CaseRecord | null
  const volunteerId = relationId(c?.volunteer)
  const v = volunteerId ? ((await payload.findByID({ collection: 'peer-volunteers', id: volunteerId, ...o, disableErrors: true })) as unknown as VolunteerRecord | null) : null
  return { c, v }
}

/** The message for one job, or null when the case no longer calls for it (it moved on, or nobody is there to write to). */
export async function composePeerMail(payload: Payload, input: PeerMailInput): Promise<Mail | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const signature = ['', '--', ...senderIdentity(settings)]
  const volunteerPage = new URL(VOLUNTEER_PATH, serverUrl()).toString()
  if (input.kind === 'volunteer-sign-in') {
    if (!input.to) return null
    return {
      to: [input.to],
      subject: 'Your link to your peer volunteer page',
      text: ['Hello,', '', 'Here is your link to see your introductions and tell us how the calls went:', '', LINK_MARK, '', 'The link works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.', ...signature].join('\n'),
    }
  }
  const { c, v } = await loadCase(payload, Number(input.caseId))
  if (!c) return null
  switch (input.kind) {
    case 'introduction':
      if (!v || c.status !== 'introduced') return null
      return {
        to: [v.email],
        subject: `A new introduction: ${c.firstName}`,
        text: [
          `Hello ${v.firstName},`,
          '',
          `Thank you for taking this call. ${c.firstName} asked to talk with someone who has been there. Please get in touch within 48 hours.`,
          '',
          ...introductionLines(requestOfCase(c)),
          '',
          `When you have called, or if you could not reach ${c.firstName}, please tell us on your volunteer page (you can ask for a sign-in link there):`,
          volunteerPage,
          '',
          'Please keep these details to yourself and delete this e-mail once you have called.',
          ...signature,
        ].join('\n'),
      }
    case 'expect-a-call':
      if (!v || c.status !== 'introduced') return null
      return {
        to: [c.email],
        subject: 'A peer volunteer will get in touch',
        text: [
          `Hello ${c.firstName},`,
          '',
          `Thank you for asking for peer support. ${v.firstName}, one of our trained volunteers, will get in touch ${c.preferredContact === 'Phone' && c.phone ? 'by phone' : 'by e-mail'} within the next two days, ${BEST_TIME[c.bestTime ?? ''] ?? 'at a time that suits you'}.`,
          '',
          `${v.firstName} has been told your first name and the topics you chose: ${topicLine(requestOfCase(c).topics)}.`,
          '',
          'If you no longer want the call, or nobody has been in touch after two days, please reply to this e-mail or call us.',
          ...signature,
        ].join('\n'),
      }
    case 'volunteer-reminder':
      if (!v || c.status !== 'introduced') return null
      return {
        to: [v.email],
        subject: `Reminder: please call ${c.firstName}`,
        text: [
          `Hello ${v.firstName},`,
          '',
          `Two days ago we introduced you to ${c.firstName}. If you have called, please mark "I called" on your volunteer page; if you could not reach them, say so there and we will help.`,
          '',
          volunteerPage,
          ...signature,
        ].join('\n'),
      }
    case 'support-alert': {
      if (c.status !== 'introduced') return null
      const to = await recipientsFor(payload, FORM_IDS.peerSupport).catch(() => [fallbackRecipient()])
      const caseLink = new URL(`/admin/collections/peer-support-cases/${c.id}`, serverUrl()).toString()
      return {
        to,
        subject: `No first call after 3 days: case ${c.id}`,
        text: [`The volunteer ${v?.firstName ?? ''} has not marked a call for case ${c.id} (${c.firstName}) three days after the introduction.`, '', 'Please check in with them, or pick another volunteer:', caseLink].join('\n'),
      }
    }
    case 'follow-up':
      if (c.status !== 'first-call-done' && c.status !== 'closed') return null
      return {
        to: [c.email],
        subject: 'Did the call help?',
        text: [
          `Hello ${c.firstName},`,
          '',
          `Two weeks ago you spoke with ${v?.firstName ?? 'one of our peer volunteers'}. Did the call help? One click and, if you like, a comment help us do better. Answering is up to you.`,
          '',
          new URL(`${FOLLOW_UP_PATH}?token=${followUpToken(c.id)}`, serverUrl()).toString(),
          ...signature,
        ].join('\n'),
      }
  }
  return null
}

export async function sendPeerSupportMail(req: PayloadRequest, input: PeerMailInput): Promise<'sent' | 'outbox' | 'nothing'> {
  const { payload } = req
  const mail = await composePeerMail(payload, input)
  if (!mail) return 'nothing'
  let link: string | null = null
  if (input.kind === 'volunteer-sign-in') {
    // Only a volunteer's address gets a link; the page answers every address alike.
    const { totalDocs } = await payload.count({ collection: 'peer-volunteers', where: { email: { equals: input.to!.trim().toLowerCase() } }, overrideAccess: true })
    if (totalDocs === 0) return 'nothing'
    const token = await createSignInLink(payload, input.to!, { purpose: 'volunteer' })
    link = new URL(`${VOLUNTEER_PATH}/link?token=${token}`, serverUrl()).toString()
  }
  if (smtpConfigured()) {
    const from = mailFrom()
    await payload.sendEmail({ from: `"${from.name}" <${from.address}>`, to: mail.to, subject: mail.subject, text: link ? mail.text.replace(LINK_MARK, link) : mail.text })
    return 'sent'
  }
  for (const to of mail.to) {
    await payload.create({ collection: 'outbox', data: { about: 'form-submission', to, subject: mail.subject, text: mail.text.replace(LINK_MARK, '[sign-in link: sent only by e-mail]') }, ...o })
  }
  if (link && !isProductionSite()) payload.logger.info(`Peer support: no SMTP_URL set; the sign-in link for this e-mail is ${link}`)
  return 'outbox'
}

export const sendPeerSupportMailTask = {
  slug: PEER_MAIL_TASK,
  label: 'Send a peer-support e-mail',
  inputSchema: [
    { name: 'kind', type: 'text', required: true },
    { name: 'caseId', type: 'number' },
    { name: 'to', type: 'text' },
  ],
  retries: 5,
  handler: async ({ input, req }) => {
    await sendPeerSupportMail(req, input as PeerMailInput)
    return { output: {} }
  },
} satisfies TaskConfig

export async function queuePeerSupportMail(payload: Payload, input: PeerMailInput, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: PEER_MAIL_TASK as never, queue: PEER_SUPPORT_QUEUE, input: input as never, req })
}

let running: Promise<unknown> | null = null

/** Resolves once this process's run of the queue, if any, is over (tests wait for it rather than sleep). */
export const peerSupportQueueSettled = async (): Promise<void> => {
  await running
}

/** Runs the peer-support queue now in this process (one run at a time), so an introduction goes out within seconds. */
export function runPeerSupportQueueSoon(payload: Payload): void {
  if (running) return
  running = payload.jobs
    .run({ queue: PEER_SUPPORT_QUEUE, limit: 20, overrideAccess: true })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Peer support: running queued e-mail failed; the jobs stay queued for the next run.' }))
    .finally(() => {
      running = null
    })
}
