/**
 * "Thank your donors": a fundraiser writes one message and the charity e-mails it to each person
 * who gave online to their page and has not been thanked yet. The fundraiser never sees an
 * address: the site sends it. Each gift is claimed in the database before its e-mail is queued,
 * so two posts at once (or a second click) thank nobody twice. Cash and cheque givers left no
 * e-mail address; the page says to thank them in person.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import type { Fundraiser } from '@/payload-types'
import { checkBlockedWords } from './blockedWords'
import type { FieldErrors } from './fieldErrors'
import { queueFundraiserMail } from './mail'
import { checkPlainText, THANKS_MAX_LENGTH } from './rules'
import { queryRows, toInt } from './sql'

/** The message as the fundraiser typed it, checked as every fundraising text is; the field's message or null. */
async function checkThanks(payload: Payload, message: string): Promise<string | null> {
  if (!message) return 'Write the message your donors will get.'
  const plain = checkPlainText(message, THANKS_MAX_LENGTH, 'Your message')
  if (plain !== true) return plain
  const blocked = await checkBlockedWords(payload, message)
  return blocked === true ? null : blocked
}

export type ThanksAnswer = { errors: FieldErrors } | { sent: number }

/**
 * Claims every gift of the page still to thank and queues one e-mail per donor address (a
 * person who gave twice gets one message). Answers the field errors, or how many were queued.
 */
export async function thankDonors(payload: Payload, page: Fundraiser, typed: string | undefined, now = new Date()): Promise<ThanksAnswer> {
  const message = (typed ?? '').trim()
  const refused = await checkThanks(payload, message)
  if (refused) return { errors: { thanks: [refused] } }
  const claimed = await queryRows<{ id: unknown; donation_id: unknown }>(
    payload,
    sql`UPDATE fundraising_gifts SET thanked_at = ${now.toISOString()}
        WHERE fundraiser_id = ${page.id} AND status = 'approved' AND NOT coalesce(voided, false) AND thanked_at IS NULL
        RETURNING id, donation_id`,
  )
  if (claimed.length === 0) return { sent: 0 }
  const donations = await payload.find({
    collection: 'donations',
    where: { id: { in: claimed.map((row) => toInt(row.donation_id)) } },
    select: { b_email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const emailOf = new Map(donations.docs.map((d) => [d.id, String(d.b_email ?? '').trim().toLowerCase()]))
  const queued = new Set<string>()
  const done: number[] = []
  try {
    for (const row of claimed) {
      const email = emailOf.get(toInt(row.donation_id))
      if (email && !queued.has(email)) {
        await queueFundraiserMail(payload, { kind: 'thanks', page: page.id, gift: toInt(row.id), message })
        queued.add(email)
      }
      done.push(toInt(row.id))
    }
  } catch (error) {
    // Gifts whose e-mail was not queued are not thanked: the next post thanks them.
    const left = claimed.map((row) => toInt(row.id)).filter((id) => !done.includes(id))
    await queryRows(payload, sql`UPDATE fundraising_gifts SET thanked_at = NULL WHERE id IN (${sql.join(left.map((id) => sql`${id}`), sql`, `)}) RETURNING id`)
    throw error
  }
  return { sent: queued.size }
}
