/**
 * E-mails of "My giving", sent by a job on the "donor-mail" queue so that the page answers at
 * once and alike for every address. A job that needs a sign-in link makes it when it runs: the
 * link's token never rests in the database, not even in the job's input. Without SMTP_URL the
 * message goes to the Outbox with the link left out (it is printed to the log outside production,
 * so a developer can still sign in).
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { charityContact, howToReach, signature, type CharityContact } from '@/content/charityContact'
import { TAX_RECEIPT_PATH } from '@/content/paths'
import { giftConfirmationText, type ConfirmedGift } from '@/donations/confirmationMail'
import { signReceiptToken } from '@/donations/receiptToken'
import { charitySender, smtpConfigured } from '@/forms/email'
import { runJobs } from '@/jobs/finishJobsBeforeExit'
import { serverUrl, isProductionSite } from '@/utilities/runtimeEnv'
import { MY_GIVING_PATH } from './constants'
import { hasGiven } from './giving'
import { createSignInLink } from './signInLinks'
import { pageCreditedWith } from '@/fundraising/creditedPage'

export const DONOR_MAIL_QUEUE = 'donor-mail'
export const DONOR_MAIL_TASK = 'sendDonorMail'

export type DonorMailKind = 'sign-in' | 'charge-failed' | 'card-expiring' | 'gift-changed' | 'gift-received' | 'gift-confirmed' | 'gift-declined' | 'gift-not-charged'
export type DonorMailInput = { to: string; kind: DonorMailKind; enrolment?: number; detail?: string; donation?: number }

const LINK_MARK = '{link}'

/** Subject and text, with {link} where the sign-in link (or, for a gift, the receipt link) goes. */
export function donorMailText(input: DonorMailInput, charity: CharityContact, gift?: ConfirmedGift | null): { subject: string; text: string } {
  const page = new URL(MY_GIVING_PATH, serverUrl()).toString()
  const ending = ['', 'The link works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.', '', ...signature(charity)]
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
    case 'gift-changed': {
      const reach = howToReach(charity)
      return {
        subject: 'Your monthly gift was changed',
        text: [
          'Hello,',
          '',
          `This confirms a change to your monthly gift: ${input.detail ?? ''}`,
          '',
          `You can see your gift on My giving: ${page}`,
          '',
          reach ? `If you did not make this change, please ${reach} at once.` : 'If you did not make this change, please tell us at once.',
          '',
          ...signature(charity),
        ].join('\n'),
      }
    }
    case 'gift-received':
      if (!gift) throw new Error('A gift confirmation needs its donation.')
      return giftConfirmationText(gift, charity, page)
    // How a gift whose charge got no clear answer at the time ended, once the processor was asked.
    case 'gift-confirmed':
      return {
        subject: 'Your gift went through',
        text: ['Hello,', '', `We have confirmed with our payment service that ${input.detail ?? 'your gift'} went through. Thank you.`, '', `Your receipts and your giving are on My giving: ${page}`, '', ...signature(charity)].join('\n'),
      }
    case 'gift-declined':
      return {
        subject: 'Your gift was not charged: the card was declined',
        text: ['Hello,', '', `We have checked with our payment service: ${input.detail ?? 'your gift'} was declined by the card issuer, so your card was not charged.`, '', 'You are welcome to try again with another card, or to give another way.', '', ...signature(charity)].join('\n'),
      }
    case 'gift-not-charged':
      return {
        subject: 'Your gift was not charged',
        text: ['Hello,', '', `We have checked with our payment service: ${input.detail ?? 'your gift'} never reached it, so your card was not charged.`, '', 'You are welcome to try again, or to give another way.', '', ...signature(charity)].join('\n'),
      }
  }
}

/** The approved gift a confirmation is about, or null when there is none to confirm. */
async function approvedGift(payload: Payload, id: number | undefined): Promise<ConfirmedGift | null> {
  if (!id) return null
  const found = await payload.find({ collection: 'donations', where: { id: { equals: id } }, limit: 1, depth: 1, overrideAccess: true, pagination: false })
  const gift = found.docs[0]
  if (gift?.status !== 'approved') return null
  return { ...(gift as ConfirmedGift), creditedTo: await pageCreditedWith(payload, gift.id) }
}

export async function sendDonorMail(req: PayloadRequest, input: DonorMailInput): Promise<'sent' | 'outbox' | 'nothing'> {
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const gift = input.kind === 'gift-received' ? await approvedGift(payload, input.donation) : null
  if (input.kind === 'gift-received' && !gift) return 'nothing'
  const { subject, text } = donorMailText(input, charityContact(settings), gift)
  let link: string | null = null
  if (gift && text.includes(LINK_MARK)) {
    link = new URL(`${TAX_RECEIPT_PATH}?token=${signReceiptToken(gift.id)}`, serverUrl()).toString()
  } else if (text.includes(LINK_MARK)) {
    // Nobody learns from the page whether an address has given: the job alone decides, and sends nothing.
    if (input.kind === 'sign-in' && !(await hasGiven(payload, input.to))) return 'nothing'
    const purpose = input.kind === 'sign-in' ? 'sign-in' : 'replace-card'
    const token = await createSignInLink(payload, input.to, { purpose, enrolment: input.enrolment })
    link = new URL(`${MY_GIVING_PATH}/link?token=${token}`, serverUrl()).toString()
  }
  const from = charitySender(settings)
  if (smtpConfigured()) {
    await payload.sendEmail({ from, to: input.to, subject, text: link ? text.replace(LINK_MARK, link) : text })
    return 'sent'
  }
  // A link in the Outbox would let anyone who reads it open the donor's receipt or page.
  const placeholder = gift ? '[receipt link: sent only by e-mail]' : '[sign-in link: sent only by e-mail]'
  await payload.create({
    collection: 'outbox',
    data: { about: 'donation', from, to: input.to, subject, text: text.replace(LINK_MARK, placeholder) },
    overrideAccess: true,
    depth: 0,
  })
  if (link && !isProductionSite()) payload.logger.info(`My giving: no SMTP_URL set; the link for this e-mail is ${link}`)
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
    { name: 'donation', type: 'number' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { outcome: await sendDonorMail(req, input as DonorMailInput) } }),
} as TaskConfig

let running = false
let again = false

/** Off with DONOR_MAIL_RUN_NOW=0, and inside test runners (their tests run the queue themselves). */
const runsHere = () => process.env.DONOR_MAIL_RUN_NOW !== '0' && !process.env.VITEST

/** Runs the donor-mail queue now, one run at a time in this process (two runs could send twice). */
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
