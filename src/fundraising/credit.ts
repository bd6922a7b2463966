/**
 * Crediting an online gift to a fundraising page. The donation form carries the page's public
 * address (never anything personal) and the donor's choices: how to appear and a short message.
 * checkPageCredit runs before the card is charged, so a gift to a hidden or ended page, or a
 * message that breaks the rules, is answered at the field and nothing is charged;
 * recordPendingCredit writes the credit with the pending donation and settleCredit marks it
 * approved (or not) with the payment's outcome.
 */
import type { Payload } from 'payload'
import { findBlockedWord } from './rules'
import { blockedWords } from './blockedWords'
import { donorDisplayName, isShowAs, type ShowAs } from './donorName'
import { checkPlainText, MESSAGE_MAX_LENGTH } from './rules'
import { lookUpPageForGift } from './pageForGift'
import { revalidateFundraising } from './revalidate'
import { queueFundraiserMail } from './mail'

/** The donation form's fields for a gift to a page. */
export const CREDIT_FIELDS = { page: 'fundraiser_page', showAs: 'fundraiser_show_as', message: 'fundraiser_message' } as const

export type PageCredit = { pageId: number; showAs: ShowAs; message: string | null }
export type CreditCheck = { credit: PageCredit | null; errors: Record<string, string[]> }

/** Checks the fundraising fields of a donation post; no page address means no credit and no error. */
export async function checkPageCredit(payload: Payload, fields: Record<string, string | undefined>, now = new Date()): Promise<CreditCheck> {
  const slug = (fields[CREDIT_FIELDS.page] ?? '').trim()
  if (!slug) return { credit: null, errors: {} }
  const errors: Record<string, string[]> = {}
  const { page, why } = await lookUpPageForGift(payload, slug, now)
  if (why === 'unavailable') errors[CREDIT_FIELDS.page] = ['This fundraising page is not available, so the gift cannot be credited to it. You can still give to the charity without it.']
  else if (why === 'ended') errors[CREDIT_FIELDS.page] = ['This fundraising campaign has ended, so gifts can no longer be credited to its pages.']

  const showAs = fields[CREDIT_FIELDS.showAs] || 'anonymous'
  if (!isShowAs(showAs)) errors[CREDIT_FIELDS.showAs] = ['Choose how your name appears: full name, first name only or anonymous.']

  const message = (fields[CREDIT_FIELDS.message] ?? '').trim()
  const plain = checkPlainText(message, MESSAGE_MAX_LENGTH, 'Your message')
  if (plain !== true) errors[CREDIT_FIELDS.message] = [plain]
  else {
    const word = findBlockedWord(message, await blockedWords(payload))
    if (word) errors[CREDIT_FIELDS.message] = [`Please choose other words: "${word}" is not allowed on fundraising pages.`]
  }
  if (Object.keys(errors).length > 0) return { credit: null, errors }
  return { credit: { pageId: page!.id, showAs: showAs as ShowAs, message: message || null }, errors }
}

type Gift = { donationId: number; amount: number; firstName?: string | null; lastName?: string | null }

/**
 * Writes the credit with the pending donation, before the card is charged: a failure after the
 * charge can then never lose it. Written through the adapter (one insert; the post is already
 * checked), as the donation record is. Counts only once settled as approved.
 */
export async function recordPendingCredit(payload: Payload, credit: PageCredit, gift: Gift): Promise<number> {
  const stamp = new Date().toISOString()
  const created = await payload.db.create({
    collection: 'fundraising-gifts',
    data: {
      fundraiser: credit.pageId,
      donation: gift.donationId,
      amount: gift.amount,
      status: 'pending',
      showAs: credit.showAs,
      displayName: donorDisplayName(gift.firstName, gift.lastName, credit.showAs),
      message: credit.message,
      messageHidden: false,
      voided: false,
      createdAt: stamp,
      updatedAt: stamp,
    },
    select: { status: true },
  })
  return created.id as number
}

/** The payment's outcome onto the credit; the database's trigger adds an approved one to the page's total in the same statement. */
export async function settleCredit(payload: Payload, creditId: number, approved: boolean): Promise<void> {
  await payload.db.updateOne({
    collection: 'fundraising-gifts',
    id: creditId,
    data: { status: approved ? 'approved' : 'declined', updatedAt: new Date().toISOString() },
    returning: false,
  })
  if (!approved) return
  revalidateFundraising()
  const [row] = await queryRowsOf(payload, creditId)
  if (row) await queueFundraiserMail(payload, { page: Number(row.fundraiser_id), kind: 'gift', gift: creditId })
}

const queryRowsOf = async (payload: Payload, creditId: number) => {
  const { sql } = await import('@payloadcms/db-sqlite')
  const { queryRows } = await import('./sql')
  return queryRows<{ fundraiser_id: unknown }>(payload, sql`SELECT fundraiser_id FROM fundraising_gifts WHERE id = ${creditId}`)
}

/**
 * Settles credits whose donation was settled without them (a failure right after the charge, or
 * a pending donation settled later by reconciliation). Safe to repeat.
 */
export async function settlePendingCredits(payload: Payload): Promise<void> {
  const { sql } = await import('@payloadcms/db-sqlite')
  const { queryRows } = await import('./sql')
  for (const [donation, credit] of [['approved', 'approved'], ['declined', 'declined'], ['failed', 'declined']] as const) {
    await queryRows(
      payload,
      sql`UPDATE fundraising_gifts SET status = ${credit} WHERE status = 'pending' AND donation_id IN (SELECT id FROM donations WHERE status = ${donation})`,
    )
  }
}
