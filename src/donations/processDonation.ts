/**
 * One donation post, after the route has checked headers and rate: validate → idempotency →
 * charge → record → answer. Card data lives only in local variables of this function and the
 * gateway call; the record gets brand and last four, the log gets neither.
 */
import type { Payload } from 'payload'
import { askForNewCardOn } from '@/myGiving/cardRenewal'
import { checkPageCredit, recordPendingCredit, settleCredit, type PageCredit } from '@/fundraising/credit'
import { cardBrand, lastFour } from './card'
import { CARD_BIN_FIELD, CARD_TOKEN_FIELD, spentCardTokens, TOKEN_MESSAGES, type TokenProblem } from './cardToken'
import { chargeColumns } from './chargeColumns'
import { withCardShown } from './cardShown'
import { queueGiftConfirmation } from './confirmGift'
import { DEFAULT_MAX_AMOUNT } from './constants'
import { billingOf, donorAnswer } from './donorAnswer'
import { getGateway, type CardShown, type GatewayResult, type PaymentGateway, type TokenCard } from './gateway'
import { browserResponseCode } from './gateway/normalise'
import { assignReceiptNumber } from './assignReceiptNumber'
import { orderIdFor } from './orderId'
import { approvedGiftAnswer } from './receiptAnswer'
import { isUniqueViolation } from './receiptNumber'
import type { DonateErrors, DonateResponse } from './response'
import { nextBillingDate } from './schedule'
import { donationPostSchema, mergeErrors, postExtraErrors, toFieldErrors, type DonationPost } from './schema'

export type ProcessResult = {
  status: number
  body: DonateResponse | DonateErrors
  /** What the gateway said to this request's charge; absent when none was made (invalid post, replay). */
  gatewayStatus?: GatewayResult['status']
}

export type ProcessOptions = {
  payload: Payload
  fields: Record<string, string>
  idempotencyKey: string
  gateway?: PaymentGateway
  now?: Date
  maxAmount?: number
}

export const maxAmountFromEnv = () => Number(process.env.DONATION_MAX_AMOUNT) || DEFAULT_MAX_AMOUNT

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/
export const isValidIdempotencyKey = (key: string | null | undefined): key is string => !!key && IDEMPOTENCY_KEY.test(key)

const tokenRefusal = (problem: TokenProblem): ProcessResult => ({ status: 400, body: { errors: { [CARD_TOKEN_FIELD]: [TOKEN_MESSAGES[problem]] } } })

/**
 * The card behind the post's temporary token, before anything is recorded or charged; a 400
 * when the token is missing, not the gateway's, or expired. A card number (a legacy client,
 * where the route still lets one through) is read as before: null card, no refusal.
 */
function tokenCardOf(fields: Record<string, string>, gateway: PaymentGateway, now: Date): { card: TokenCard | null; refusal: ProcessResult | null } {
  if (fields.card_number) return { card: null, refusal: null }
  const token = fields[CARD_TOKEN_FIELD] ?? ''
  if (!token) return { card: null, refusal: tokenRefusal('missing') }
  if (!gateway.cardTokens) return { card: null, refusal: tokenRefusal('forged') }
  const inspected = gateway.cardTokens.inspect(token, fields[CARD_BIN_FIELD] ?? '', now.getTime())
  return inspected.ok ? { card: inspected.card, refusal: null } : { card: null, refusal: tokenRefusal(inspected.problem) }
}

export async function processDonation(options: ProcessOptions): Promise<ProcessResult> {
  const { fields, idempotencyKey, now = new Date() } = options
  const gateway = options.gateway ?? getGateway()
  const { card: tokenCard, refusal } = tokenCardOf(fields, gateway, now)
  if (refusal) return refusal
  const limits = { now, maxAmount: options.maxAmount ?? maxAmountFromEnv(), cardEntry: tokenCard ? ('token' as const) : ('number' as const) }
  const parsed = donationPostSchema(limits).safeParse(fields)
  if (!parsed.success) return { status: 422, body: { errors: mergeErrors(toFieldErrors(parsed.error), postExtraErrors(fields, limits)) } }
  const post = parsed.data
  // A token already spent: a repeat of the same gift (same Idempotency-Key) gets its first answer, anything else a 400.
  if (tokenCard && (await spentCardTokens.wasSpent(post.card_token))) {
    const earlier = await findByKey(options.payload, idempotencyKey)
    return earlier ? replay(options.payload, idempotencyKey, earlier) : tokenRefusal('used')
  }
  // A gift credited to a fundraising page: its page and the donor's choices are checked before any charge.
  const { credit, errors: creditErrors } = await checkPageCredit(options.payload, fields, now)
  if (Object.keys(creditErrors).length > 0) return { status: 422, body: { errors: creditErrors } }
  if (credit && post.donation_type !== 'single') return { status: 422, body: { errors: { donation_type: ['A gift to a fundraising page is a single gift.'] } } }

  // Checked and set before any await, so two posts racing in this process cannot both miss it.
  const running = inFlight.get(idempotencyKey)
  // The same answer, but not the same charge: a double click must not count a decline twice.
  if (running) return running.then(({ gatewayStatus: _charged, ...answer }) => answer)
  const attempt = recordAndCharge({ ...options, gateway }, post, now, credit, tokenCard)
  inFlight.set(idempotencyKey, attempt)
  try {
    return await attempt
  } finally {
    inFlight.delete(idempotencyKey)
  }
}

/**
 * Attempts being charged in this process, by Idempotency-Key: a double click waits for the first
 * attempt's answer instead of polling the database for it. Across processes the key's unique
 * index and replay() still decide.
 */
const inFlight = new Map<string, Promise<ProcessResult>>()

async function recordAndCharge(options: ProcessOptions & { gateway: PaymentGateway }, post: DonationPost, now: Date, credit: PageCredit | null, tokenCard: TokenCard | null): Promise<ProcessResult> {
  const { payload, idempotencyKey } = options
  // No look-up first: the unique index on idempotencyKey answers whether this key was seen.
  // The post is already validated (schema above), so the record is written through the
  // adapter: Payload's create would validate it again and read it back, several times the cost.
  let donationId: number
  const stamp = new Date().toISOString()
  try {
    const created = await payload.db.create({
      collection: 'donations',
      data: { ...recordFields(post, tokenCard), status: 'pending', idempotencyKey, createdAt: stamp, updatedAt: stamp },
      // Only the id is needed: reading the whole row back costs as much as the insert.
      select: { status: true },
    })
    donationId = created.id as number
  } catch (error) {
    // A repeated post or a parallel one with the same key (a double click): answer as the first.
    if (isUniqueViolation(error)) return replay(payload, idempotencyKey, await findByKey(payload, idempotencyKey))
    throw error
  }

  // One charge per token, whichever process or key sends it: a second use is refused unsent.
  if (tokenCard && !(await spentCardTokens.spend(post.card_token))) return refuseUnsent(payload, donationId, 'used')

  // Before the charge: a credit is never lost between the charge and its record.
  const creditId = credit
    ? await recordPendingCredit(payload, credit, { donationId, amount: Number(post.donation_amount), firstName: post.b_fname, lastName: post.b_lname })
    : null

  const { gateway } = options
  const card = { pan: post.card_number, expMMYY: post.card_exp, name: post.card_name }
  const cardTokens = tokenCard ? gateway.cardTokens! : null
  const orderId = orderIdFor(donationId, idempotencyKey)
  let result: GatewayResult
  let token: string | null = null
  let shown: CardShown | null = null
  if (post.donation_type === 'monthly') {
    const customerId = `donor-${donationId}`
    const vaulted = cardTokens ? await cardTokens.vault({ customerId, cardToken: post.card_token }) : await gateway.vault({ customerId, card })
    if (vaulted.ok) {
      token = vaulted.token
      shown = vaulted.card ?? null
      result = await gateway.chargeToken({ orderId, amount: post.donation_amount, token })
    } else result = vaulted.result
  } else {
    result = cardTokens
      ? await cardTokens.purchase({ orderId, amount: post.donation_amount, cardToken: post.card_token })
      : await gateway.purchase({ orderId, amount: post.donation_amount, card })
  }
  // The processor would not take the token: nothing went for authorisation, so nothing is
  // pending; the donor enters the card again (a new token), the page credit is released.
  if (tokenCard && result.tokenRefused) {
    const refused = await refuseUnsent(payload, donationId, 'refused', { gateway: gateway.name, message: result.message })
    if (creditId !== null) await settleCredit(payload, creditId, false)
    return { ...refused, gatewayStatus: result.status }
  }
  // Where the token showed no last four (Moneris's), the processor's answer does.
  if (tokenCard) shown = result.card ?? shown
  const charged = tokenCard && withCardShown(tokenCard, shown)

  // From here on the answer follows the gateway alone: a failure to record an approval is
  // logged and left to be caught up (receipt number later, a pending record for reconciliation),
  // never turned into an error that would tell the donor they were not charged.
  const approved = result.status === 'approved'
  const recurringId = approved && token ? await afterApproval('enrol the monthly gift', () => enrol(payload, post, charged, gateway.name, token!, now)) : null
  const single = approved && post.donation_type === 'single'
  const receiptNumber = single ? await afterApproval('assign a receipt number', () => assignReceiptNumber(payload, donationId)) : null

  const body = donorAnswer(result, browserResponseCode(result), {
    donationId,
    amount: post.donation_amount,
    type: post.donation_type,
    receiptNumber,
    billing: post,
  })
  // No answer, or none we can read: the charge may have gone through. The record stays pending
  // for the reconciliation job to settle with the processor, which e-mails the donor the outcome.
  const columns = chargeColumns(gateway.name, result, body.ResponseCode)
  const outcomeUnknown = result.status === 'failed'
  // Scalar columns of one row: written through the adapter, as the create above.
  const record = () =>
    payload.db.updateOne({
      collection: 'donations',
      id: donationId,
      data: {
        ...columns,
        ...(shown ? cardSummary(post, charged) : {}),
        status: outcomeUnknown ? 'pending' : columns.status,
        recurring: recurringId,
        response: body,
        updatedAt: new Date().toISOString(),
      },
      returning: false,
    })
  // A failed write must not become a 503 saying "not charged" when the card was or may have been.
  if (approved) {
    await afterApproval('record the approval', record)
    await afterApproval('queue the donor’s confirmation e-mail', () => queueGiftConfirmation(payload, donationId, post.b_email))
  } else if (outcomeUnknown) await afterApproval('record an unanswered charge', record)
  else await record()
  if (creditId !== null && approved) await afterApproval('credit the fundraising page', () => settleCredit(payload, creditId, true))
  else if (creditId !== null) await settleCredit(payload, creditId, false)
  return { status: 200, body, gatewayStatus: result.status }
}

/** Runs a step that follows an approval (or a charge that may have gone through): its failure is logged (no card data) and yields null. */
async function afterApproval<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step()
  } catch (error) {
    console.error(`donate: approved, but could not ${what} (${(error as Error)?.name}: ${(error as Error)?.message})`)
    return null
  }
}

/**
 * A post refused after its record was made, before any authorisation: the record fails with the
 * answer given (a repeat of the same key gets it again) and, for staff, the processor's words.
 */
async function refuseUnsent(payload: Payload, donationId: number, problem: TokenProblem, processor: { gateway: string; message: string } | null = null): Promise<ProcessResult> {
  const refusal = tokenRefusal(problem)
  await payload.db.updateOne({
    collection: 'donations',
    id: donationId,
    data: { ...processor, status: 'failed', response: refusal.body, updatedAt: new Date().toISOString() },
    returning: false,
  })
  return refusal
}

async function enrol(payload: Payload, post: DonationPost, tokenCard: TokenCard | null, gatewayName: string, token: string, now: Date): Promise<number> {
  const { cardBrand: brand, cardLast4 } = cardSummary(post, tokenCard)
  const expiry = tokenCard ? tokenCard.expMMYY : post.card_exp
  const enrolment = await payload.create({
    collection: 'recurring-donations',
    data: {
      summary: `${post.b_fname} ${post.b_lname}: $${post.donation_amount} a month`,
      amount: Number(post.donation_amount),
      status: 'active',
      nextChargeDate: nextBillingDate(now).toISOString(),
      donationArea: post.donation_area as never,
      ...billingOf(post),
      gateway: gatewayName,
      token,
      cardBrand: brand,
      cardLast4,
      // Not the expiry itself (never kept): the day to ask for a new card, where the processor tells it.
      askForNewCardOn: expiry ? askForNewCardOn(expiry) : null,
      failedAttempts: 0,
      lastChargedAt: now.toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return enrolment.id
}

/** Brand and last four: from the number where a legacy client sent it, else what the token (completed by the processor's answer) shows. */
function cardSummary(post: DonationPost, tokenCard: TokenCard | null) {
  if (!tokenCard) return { cardBrand: cardBrand(post.card_number), cardLast4: lastFour(post.card_number) }
  return { cardBrand: tokenCard.brand, cardLast4: tokenCard.last4 }
}

/** What the donation record keeps of a post: never the card number, name on card or expiry. */
export function recordFields(post: DonationPost, tokenCard: TokenCard | null = null) {
  const honour = post.memoriam !== 'foundation'
  return {
    summary: `${post.b_fname} ${post.b_lname}: $${post.donation_amount} (${post.donation_type})`,
    amount: Number(post.donation_amount),
    donationType: post.donation_type,
    donationArea: post.donation_area,
    giftType: post.memoriam as 'foundation' | 'memoriam' | 'honour',
    honouree: honour
      ? {
          occasion: (post.h_occasion || null) as never,
          title: post.h_title,
          firstName: post.h_fname,
          lastName: post.h_lname,
          sendTo: post.h_name,
          address: post.h_add,
          city: post.h_city,
          province: post.h_prov,
          postalCode: post.h_pcode,
          country: post.h_country,
          sentOnBehalfOf: post.h_sent_behalf,
          nameOnCard: post.h_name_on_card,
          message: post.h_message,
        }
      : {},
    mailingList: post.information,
    officeNote: post.adminonly,
    ...billingOf(post),
    ...cardSummary(post, tokenCard),
  }
}

type Found = { id: number; response?: unknown } | null

async function findByKey(payload: Payload, key: string): Promise<Found> {
  const found = await payload.find({
    collection: 'donations',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { response: true },
  })
  return (found.docs[0] as Found) ?? null
}

/** The first answer for this key; waits (up to 30 s) while the first attempt is still charging. */
async function replay(payload: Payload, key: string, found: Found): Promise<ProcessResult> {
  const deadline = Date.now() + 30_000
  let current = found
  while (!current?.response && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    current = await findByKey(payload, key)
  }
  if (!current?.response) return { status: 409, body: { errors: { form: ['This donation is still being processed.'] } } }
  // Refused before any authorisation (a token the processor would not take): the same refusal.
  if ('errors' in (current.response as object)) return { status: 400, body: current.response as DonateErrors }
  const answer = current.response as DonateResponse
  // An approval answered without its receipt number: this read may assign it.
  if (answer.receiptToken && !answer.id) return { status: 200, body: (await approvedGiftAnswer(payload, current.id)) ?? answer }
  return { status: 200, body: answer }
}
