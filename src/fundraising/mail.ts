/**
 * E-mails to fundraisers, sent by a job on My giving's mail queue (the outbox when SMTP is not
 * set): welcome with the page's link and tips; each gift, with the name as the donor chose to
 * show it; and "you reached your goal", once per page (claimed in the database, so two gifts
 * landing together send it once).
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { mailFrom, smtpConfigured } from '@/forms/email'
import { formatCad, formatDollars } from '@/format/money'
import { DONOR_MAIL_QUEUE, runDonorMailSoon } from '@/myGiving/mail'
import { serverUrl } from '@/utilities/runtimeEnv'
import { fundraiserPath } from './paths'
import { queryRows } from './sql'
import { pageTotal } from './totals'

export const FUNDRAISER_MAIL_TASK = 'sendFundraiserMail'
export type FundraiserMailInput = { page: number; kind: 'welcome' | 'gift'; gift?: number }

type Message = { subject: string; text: string }

async function send(payload: Payload, to: string, { subject, text }: Message): Promise<void> {
  if (smtpConfigured()) {
    const from = mailFrom()
    await payload.sendEmail({ from: `"${from.name}" <${from.address}>`, to, subject, text })
    return
  }
  await payload.create({ collection: 'outbox', data: { about: 'donation', to, subject, text }, overrideAccess: true, depth: 0 })
}

/** Takes the page's "goal reached" once: true for the one caller that set it. */
async function claimGoalReached(payload: Payload, pageId: number): Promise<boolean> {
  const rows = await queryRows(payload, sql`UPDATE fundraisers SET goal_reached_at = ${new Date().toISOString()} WHERE id = ${pageId} AND goal_reached_at IS NULL RETURNING id`)
  return rows.length === 1
}

export async function sendFundraiserMail(payload: Payload, input: FundraiserMailInput): Promise<string> {
  const page = await payload.findByID({ collection: 'fundraisers', id: input.page, depth: 1, overrideAccess: true, disableErrors: true })
  if (!page || page.erased) return 'nothing'
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const charity = settings.name
  const link = new URL(fundraiserPath(page.slug), serverUrl()).toString()
  const campaign = typeof page.campaign === 'object' && page.campaign ? page.campaign.title : 'the campaign'
  const sign = ['', `Thank you,`, charity].join('\n')
  if (input.kind === 'welcome') {
    await send(payload, page.email, {
      subject: `Your fundraising page for ${campaign} is live`,
      text: [
        `Hello ${page.name},`,
        '',
        `Your page is live at ${link}`,
        '',
        'A few tips that help most:',
        '- Give to your own page first: people follow an example.',
        '- Send the link to ten people who care about you, with one line on why you take part.',
        '- Tell them again a week before the event, and thank each person who gives.',
        sign,
      ].join('\n'),
    })
    return 'welcome'
  }
  const gift = input.gift ? await payload.findByID({ collection: 'fundraising-gifts', id: input.gift, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (gift && gift.status === 'approved' && !gift.voided) {
    await send(payload, page.email, {
      subject: `${gift.displayName} gave to your page`,
      text: [`Hello ${page.name},`, '', `${gift.displayName} gave ${formatCad(gift.amount)} to your page.`, ...(gift.message && !gift.messageHidden ? ['', `Their message: “${gift.message}”`] : []), '', `See your page: ${link}`, sign].join('\n'),
    })
  }
  const total = await pageTotal(payload, page.id)
  if (total.raisedCents >= page.goal * 100 && (await claimGoalReached(payload, page.id))) {
    await send(payload, page.email, {
      subject: 'You reached your fundraising goal',
      text: [`Hello ${page.name},`, '', `You have raised ${formatCad(total.raisedCents / 100)}, reaching your goal of ${formatDollars(page.goal)}. Thank you, and thank everyone who gave.`, '', `Your page stays open until the campaign ends: ${link}`, sign].join('\n'),
    })
    return 'goal-reached'
  }
  return gift ? 'gift' : 'nothing'
}

export const sendFundraiserMailTask = {
  slug: FUNDRAISER_MAIL_TASK,
  label: 'Send a fundraiser an e-mail',
  inputSchema: [
    { name: 'page', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'gift', type: 'number' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }: { input: FundraiserMailInput; req: PayloadRequest }) => ({ output: { outcome: await sendFundraiserMail(req.payload, input) } }),
} as unknown as TaskConfig

/** Queues a fundraiser's e-mail on My giving's mail queue and runs it soon. */
export async function queueFundraiserMail(payload: Payload, input: FundraiserMailInput): Promise<void> {
  await payload.jobs.queue({ task: FUNDRAISER_MAIL_TASK as never, input: input as never, queue: DONOR_MAIL_QUEUE })
  runDonorMailSoon(payload)
}
