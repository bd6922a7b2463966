/**
 * E-mails of "My giving", sent by a job on the "donor-mail" queue so that the page answers at
 * once and alike for every address. A job that needs a sign-in link makes it when it runs: the
 * link's token never rests in the database, not even in the job's input. Without SMTP_URL the
 * message goes to the Outbox with the link left out (it is printed to the log outside production,
 * so a developer can still sign in).
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { mailFrom, smtpConfigured } from '@/forms/email'
import { runJobs } from '@/jobs/finishJobsBeforeExit'
import { serverUrl, isProductionSite } from '@/utilities/runtimeEnv'
import { MY_GIVING_PATH } from './constants'
import { hasGiven } from './giving'
import { createSignInLink } from './signInLinks'

export const DONOR_MAIL_QUEUE = 'donor-mail'
export const DONOR_MAIL_TASK = 'sendDonorMail'

export type DonorMailKind = 'sign-in' | 'charge-failed' | 'card-expiring' | 'gift-changed'
export type DonorMailInput = { to: string; kind: DonorMailKind; enrolment?: number; detail?: string }

const LINK_MARK = '{link}'

/** Subject and text, with {link} where the sign-in link goes. */
export function donorMailText(input: DonorMailInput): { subject: string; text: string } {
  const page = new URL(MY_GIVING_PATH, serverUrl()).toString()
  const ending = ['', 'The link works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.', '', 'Prostate Cancer Foundation']
  switch (input.kind) {
    case 'sign-in':
      return { subject: 'Your link to My giving', text: ['Hello,', '', 'Here is your link to see your donations and receipts and to manage your monthly gift:', '', LINK_MARK, ...ending].join('\n') }
    case 'charge-failed':
      return {
        subject: 'Your monthly gift could not be charged',
        text: ['Hello,', '', 'We could not charge the card of your monthly gift this month. The card may have expired or been replaced.', '', 'You can give us a new card here; the missed month is then charged once:', '', LINK_MARK, ...ending].join('\n'),
      }
    case 'card-expiring':
      return {
        subject: 'The card of your monthly gift expires soon',
        text: ['Hello,', '', 'The card we charge for your monthly gift expires at the end of next month. To keep your gift going, give us the new card here:', '', LINK_MARK, ...ending].join('\n'),
      }
    case 'gift-changed':
      return {
        subject: 'Your monthly gift was changed',
        text: ['Hello,', '', `This confirms a change to your monthly gift: ${input.detail ?? ''}`, '', `You can see your gift on My giving: ${page}`, '', 'If you did not make this change, please call us at 555-555-0100.', '', 'Prostate Cancer Foundation'].join('\n'),
      }
  }
}

export async function sendDonorMail(req: PayloadRequest, input: DonorMailInput): Promise<'sent' | 'outbox' | 'nothing'> {
  const { payload } = req
  const { subject, text } = donorMailText(input)
  let link: string | null = null
  if (text.includes(LINK_MARK)) {
    // Nobody learns from the page whether an address has given: the job alone decides, and sends nothing.
    if (input.kind === 'sign-in' && !(await hasGiven(payload, input.to))) return 'nothing'
    const purpose = input.kind === 'sign-in' ? 'sign-in' : 'replace-card'
    const token = await createSignInLink(payload, input.to, { purpose, enrolment: input.enrolment })
    link = new URL(`${MY_GIVING_PATH}/link?token=${token}`, serverUrl()).toString()
  }
  if (smtpConfigured()) {
    const from = mailFrom()
    await payload.sendEmail({ from: `"${from.name}" <${from.address}>`, to: input.to, subject, text: link ? text.replace(LINK_MARK, link) : text })
    return 'sent'
  }
  await payload.create({
    collection: 'outbox',
    data: { to: input.to, subject, text: text.replace(LINK_MARK, '[sign-in link: sent only by e-mail]') },
    overrideAccess: true,
    depth: 0,
  })
  if (link && !isProductionSite()) payload.logger.info(`My giving: no SMTP_URL set; the sign-in link for this e-mail is ${link}`)
  return 'outbox'
}

export const sendDonorMailTask = {
  slug: DONOR_MAIL_TASK,
  label: 'Send a donor an e-mail (My giving)',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'enrolment', type: 'number' },
    { name: 'detail', type: 'text' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { outcome: await sendDonorMail(req, input as DonorMailInput) } }),
} as TaskConfig

let running = false
let again = false

/** Runs the donor-mail queue now, one run at a time in this process (two runs could send twice). */
/** Off with DONOR_MAIL_RUN_NOW=0, and inside test runners (their tests run the queue themselves). */
const runsHere = () => process.env.DONOR_MAIL_RUN_NOW !== '0' && !process.env.VITEST

export function runDonorMailSoon(payload: Payload): void {
  if (!runsHere()) return
  if (running) {
    again = true
    return
  }
  running = true
  setTimeout(async () => {
    try {
      do {
        again = false
        await runJobs(payload, { queue: DONOR_MAIL_QUEUE, limit: 50, overrideAccess: true })
      } while (again)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'My giving: running queued donor mail failed; the jobs stay queued.' })
    } finally {
      running = false
    }
  }, 0)
}

let timer: NodeJS.Timeout | undefined

/** Retries and mail queued by the charge job go out within a minute. */
export function startDonorMailTimer(payload: Payload): void {
  if (!runsHere() || timer) return
  timer = setInterval(() => runDonorMailSoon(payload), 60_000)
  timer.unref()
  runDonorMailSoon(payload)
}

export async function queueDonorMail(payload: Payload, input: DonorMailInput, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: DONOR_MAIL_TASK as never, input: input as never, queue: DONOR_MAIL_QUEUE, req })
  if (!req) runDonorMailSoon(payload)
}
