/**
 * E-mails to fundraisers, sent by a job on My giving's mail queue (the outbox when SMTP is not
 * set): welcome with the page's link, a sign-in link to manage it and tips; a sign-in link asked
 * for on the fundraiser's own page (made only for an address that has a page, so the page answers
 * every address alike); each gift, with the name as the donor chose to show it; and "you reached
 * your goal", once per page (claimed in the database, so two gifts landing together send it once);
 * and "one week to go", once per page (claimed by src/fundraising/reminders.ts). Also the
 * fundraiser's thank-you to a donor (claimed by src/fundraising/thankDonors.ts), sent to the
 * address on the donation, which the fundraiser never sees.
 * Sign-in links are made when the job runs and never rest in the outbox.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { charityContact, howToReach, signature, type CharityContact } from '@/content/charityContact'
import { charitySender, smtpConfigured } from '@/forms/email'
import { formatDayMonthYear } from '@/format/dates'
import { formatCad, formatDollars } from '@/format/money'
import { DONOR_MAIL_QUEUE, runDonorMailSoon } from '@/myGiving/mail'
import { createSignInLink } from '@/myGiving/signInLinks'
import { normaliseEmail } from '@/myGiving/tokens'
import type { Fundraiser, FundraisingGift } from '@/payload-types'
import { relationId } from '@/utilities/relationId'
import { isProductionSite, serverUrl } from '@/utilities/runtimeEnv'
import { joinCodeFor } from './teams'
import { FUNDRAISER_ACCOUNT_PATH, fundraiserPath } from './paths'
import { queryRows } from './sql'
import { pageTotal } from './totals'

export const FUNDRAISER_MAIL_TASK = 'sendFundraiserMail'
/** `daysLeft`: for the last-week e-mail, the days to the campaign's end when it was queued (a page started late in the week has fewer). */
/** `message`: the fundraiser's words for a thank-you (`gift` is the one thanked). */
export type FundraiserMailInput = { page?: number; kind: 'welcome' | 'gift' | 'sign-in' | 'last-week' | 'thanks'; gift?: number; to?: string; daysLeft?: number; message?: string }

type Message = { subject: string; text: string }

const LINK_MARK = '{link}'
const LINK_NOTE = 'The sign-in link works once, for 30 minutes. You can ask for a new one on that page at any time.'

/** Sends a message; a sign-in link in it (at {link}) is made for `to` now and left out of the outbox. */
async function send(payload: Payload, from: string, to: string, { subject, text }: Message): Promise<void> {
  let link: string | null = null
  if (text.includes(LINK_MARK)) {
    const token = await createSignInLink(payload, to, { purpose: 'fundraiser' })
    link = new URL(`${FUNDRAISER_ACCOUNT_PATH}/link?token=${token}`, serverUrl()).toString()
  }
  if (smtpConfigured()) {
    await payload.sendEmail({ from, to, subject, text: link ? text.replace(LINK_MARK, link) : text })
    return
  }
  // A link in the outbox would let anyone who reads it manage the fundraiser's page.
  await payload.create({ collection: 'outbox', data: { about: 'donation', from, to, subject, text: text.replace(LINK_MARK, '[sign-in link: sent only by e-mail]') }, overrideAccess: true, depth: 0 })
  if (link && !isProductionSite()) payload.logger.info(`Fundraising: no SMTP_URL set; the sign-in link for this e-mail is ${link}`)
}

/** A sign-in link for an address that has a fundraising page; nothing for any other address. */
async function sendSignInLink(payload: Payload, from: string, to: string, charity: string): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'fundraisers', where: { email: { equals: normaliseEmail(to) }, erased: { not_equals: true } }, overrideAccess: true })
  if (totalDocs === 0) return 'nothing'
  await send(payload, from, to, {
    subject: 'Your link to manage your fundraising page',
    text: ['Hello,', '', 'Here is your link to edit your fundraising page, see the gifts to it and manage your team:', '', LINK_MARK, '', 'The link works once, for 30 minutes. If you did not ask for it, you can ignore this e-mail.', '', 'Thank you,', charity].join('\n'),
  })
  return 'sign-in'
}

/** Takes the page's "goal reached" once: true for the one caller that set it. */
async function claimGoalReached(payload: Payload, pageId: number): Promise<boolean> {
  const rows = await queryRows(payload, sql`UPDATE fundraisers SET goal_reached_at = ${new Date().toISOString()} WHERE id = ${pageId} AND goal_reached_at IS NULL RETURNING id`)
  return rows.length === 1
}

export async function sendFundraiserMail(payload: Payload, input: FundraiserMailInput): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const charity = settings.name
  const from = charitySender(settings)
  if (input.kind === 'sign-in') return input.to ? sendSignInLink(payload, from, input.to, charity) : 'nothing'
  const page = input.page ? await payload.findByID({ collection: 'fundraisers', id: input.page, depth: 1, overrideAccess: true, disableErrors: true }) : null
  if (!page || page.erased) return 'nothing'
  const link = new URL(fundraiserPath(page.slug), serverUrl()).toString()
  const campaign = typeof page.campaign === 'object' && page.campaign ? page.campaign.title : 'the campaign'
  const sign = ['', `Thank you,`, charity].join('\n')
  if (input.kind === 'welcome') {
    const team = typeof page.team === 'object' && page.team ? page.team : null
    const captainOf = team && !team.open && relationId(team.captain) === page.id
    await send(payload, from, page.email, {
      subject: `Your fundraising page for ${campaign} is live`,
      text: [
        `Hello ${page.name},`,
        '',
        `Your page is live at ${link}`,
        '',
        'To edit your page, see who gave and manage your team, sign in with this link:',
        LINK_MARK,
        LINK_NOTE,
        '',
        ...(team && captainOf ? [`Your team "${team.name}" is closed: give this code to the people you want to join it: ${joinCodeFor(team.id)}`, ''] : []),
        'A few tips that help most:',
        '- Give to your own page first: people follow an example.',
        '- Send the link to ten people who care about you, with one line on why you take part.',
        '- Tell them again a week before the event, and thank each person who gives.',
        sign,
      ].join('\n'),
    })
    return 'welcome'
  }
  if (input.kind === 'last-week') {
    const ends = typeof page.campaign === 'object' && page.campaign?.endsOn ? page.campaign.endsOn : null
    if (!ends) return 'nothing'
    const total = await pageTotal(payload, page.id)
    const raised = formatCad(total.raisedCents / 100)
    const reached = total.raisedCents >= page.goal * 100
    const days = input.daysLeft ?? 7
    const left = days === 7 ? 'One week' : days === 1 ? 'One day' : `${days} days`
    const progress =
      total.raisedCents === 0
        ? `Your page has no gifts yet; your goal is ${formatDollars(page.goal)}.`
        : `Your page has raised ${raised}${reached ? `, past your goal of ${formatDollars(page.goal)}. Thank you!` : ` of your ${formatDollars(page.goal)} goal.`}`
    await send(payload, from, page.email, {
      subject: `${left} to go: ${campaign} ends on ${formatDayMonthYear(ends)}`,
      text: [
        `Hello ${page.name},`,
        '',
        `${campaign} ends on ${formatDayMonthYear(ends)}. ${progress}`,
        '',
        `There ${days === 7 ? 'is still a week' : days === 1 ? 'is still a day' : `are still ${days} days`} to ask. Two things that help:`,
        '- Send your page to the people you have not asked yet, with one line on why you take part.',
        '- Thank the people who have given so far, and ask them to share your page.',
        '',
        `Your page: ${link}`,
        '',
        'To see who gave, sign in with this link:',
        LINK_MARK,
        LINK_NOTE,
        sign,
      ].join('\n'),
    })
    return 'last-week'
  }
  const gift = input.gift ? await payload.findByID({ collection: 'fundraising-gifts', id: input.gift, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (input.kind === 'thanks') return gift && input.message ? sendThanks(payload, { from, page, gift, campaign, link, contact: charityContact(settings), message: input.message }) : 'nothing'
  if (gift && gift.status === 'approved' && !gift.voided) {
    await send(payload, from, page.email, {
      subject: `${gift.displayName} gave to your page`,
      text: [`Hello ${page.name},`, '', `${gift.displayName} gave ${formatCad(gift.amount)} to your page.`, ...(gift.message && !gift.messageHidden ? ['', `Their message: “${gift.message}”`] : []), '', `See your page: ${link}`, sign].join('\n'),
    })
  }
  const total = await pageTotal(payload, page.id)
  if (total.raisedCents >= page.goal * 100 && (await claimGoalReached(payload, page.id))) {
    await send(payload, from, page.email, {
      subject: 'You reached your fundraising goal',
      text: [`Hello ${page.name},`, '', `Your page has raised ${formatCad(total.raisedCents / 100)}, so you have reached your goal of ${formatDollars(page.goal)}. Thank you, and thank everyone who gave.`, '', `Your page stays open until the campaign ends: ${link}`, sign].join('\n'),
    })
    return 'goal-reached'
  }
  return gift ? 'gift' : 'nothing'
}

type Thanks = { from: string; page: Fundraiser; gift: FundraisingGift; campaign: string; link: string; contact: CharityContact; message: string }

/** The fundraiser's thank-you, to the address the donor gave with the gift; the fundraiser is told nothing of it. */
async function sendThanks(payload: Payload, { from, page, gift, campaign, link, contact, message }: Thanks): Promise<string> {
  if (gift.status !== 'approved' || gift.voided) return 'nothing'
  const donation = await payload.findByID({ collection: 'donations', id: relationId(gift.donation)!, depth: 0, overrideAccess: true, disableErrors: true, select: { b_email: true, b_fname: true } })
  const to = donation?.b_email?.trim()
  if (!to) return 'nothing'
  const reach = howToReach(contact)
  const shownAs = gift.showAs === 'anonymous' ? `Your gift shows on their page as "${gift.displayName}": we have not told them who you are.` : `${page.name} does not see your e-mail address.`
  await send(payload, from, to, {
    subject: `A thank-you from ${page.name}`,
    text: [
      donation?.b_fname?.trim() ? `Hello ${donation.b_fname.trim()},` : 'Hello,',
      '',
      // No amount or day: a donor who gave twice gets one e-mail, and their receipts say both.
      `Thank you for giving to ${page.name}'s fundraising page for ${campaign}. ${page.name} asked us to send you this message:`,
      '',
      message,
      '',
      `We sent it for them. ${shownAs}`,
      '',
      `Their page: ${link}`,
      '',
      ...(reach ? [`A question about your gift or your receipt? Please ${reach}.`, ''] : []),
      'Thank you,',
      ...signature(contact),
    ].join('\n'),
  })
  return 'thanks'
}

export const sendFundraiserMailTask = {
  slug: FUNDRAISER_MAIL_TASK,
  label: 'Send a fundraiser an e-mail',
  inputSchema: [
    { name: 'page', type: 'number' },
    { name: 'kind', type: 'text', required: true },
    { name: 'gift', type: 'number' },
    { name: 'to', type: 'text' },
    { name: 'daysLeft', type: 'number' },
    { name: 'message', type: 'text' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }: { input: FundraiserMailInput; req: PayloadRequest }) => ({ output: { outcome: await sendFundraiserMail(req.payload, input) } }),
} as unknown as TaskConfig

/** Queues a fundraiser's e-mail on My giving's mail queue and runs it soon; `req` from a hook queues it in the hook's transaction. */
export async function queueFundraiserMail(payload: Payload, input: FundraiserMailInput, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: FUNDRAISER_MAIL_TASK as never, input: input as never, queue: DONOR_MAIL_QUEUE, req })
  runDonorMailSoon(payload)
}
