/**
 * Honour and memoriam cards: the card a family receives when someone gives in memory or in
 * honour of a person (the donation form's h_* fields). A card is "to send" from the moment its
 * gift is approved until staff mark it sent; the sent record (collection tribute-cards) keeps
 * who and when. The donation itself is never edited (it is a record as issued).
 */
import type { Payload, Where } from 'payload'
import { formatDayMonthYear } from '@/format/dates'
import type { Donation, TributeCard as SentRecord, User } from '@/payload-types'

export type TributeGiftType = 'memoriam' | 'honour'

export type TributeCard = {
  donationId: number
  /** When the gift was made (ISO). */
  givenAt: string
  giftType: TributeGiftType
  /** The person remembered or honoured, with the title the donor gave. */
  honouree: string
  /** Only a gift in honour has one; "No Occasion" counts as none. */
  occasion: string | null
  /** Who the card goes to ("Send the card to"); the honouree when the donor left it blank. */
  recipient: string
  addressLines: string[]
  onBehalfOf: string
  nameOnCard: string
  message: string
}

export type SentTributeCard = TributeCard & { sentAt: string; sentBy: string }

const TRIBUTE_GIFTS: TributeGiftType[] = ['memoriam', 'honour']

const clean = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The card a donation asks for, or null when it asks for none (a gift to the Foundation, or a donor who wanted no card). */
/** The person remembered or honoured, as the card and the e-mails name them. */
export const honoureeName = (h: NonNullable<Donation['honouree']>) => [h.title, h.firstName, h.lastName].map(clean).filter(Boolean).join(' ')

export function tributeCardOf(donation: Donation): TributeCard | null {
  const giftType = donation.giftType
  if (giftType !== 'memoriam' && giftType !== 'honour') return null
  const h = donation.honouree ?? {}
  // A donor who wanted no card gave no address.
  if (!clean(h.address)) return null
  const honouree = honoureeName(h)
  const occasion = giftType === 'honour' && h.occasion && h.occasion !== 'No Occasion' ? h.occasion : null
  const cityLine = [clean(h.city) && `${clean(h.city)},`, clean(h.province), clean(h.postalCode)].filter(Boolean).join(' ')
  return {
    donationId: donation.id,
    givenAt: donation.createdAt,
    giftType,
    honouree,
    occasion,
    recipient: clean(h.sendTo) || honouree,
    addressLines: [clean(h.address), cityLine, clean(h.country)].filter(Boolean),
    onBehalfOf: clean(h.sentOnBehalfOf),
    nameOnCard: clean(h.nameOnCard),
    message: clean(h.message),
  }
}

/** Approved gifts in memory or in honour: the only gifts whose card is ever sent. */
const tributeGifts: Where[] = [{ status: { equals: 'approved' } }, { giftType: { in: TRIBUTE_GIFTS } }]

/**
 * Cards still to send, the longest-waiting first. Read as the server: callers check the role
 * (tributeCardStaff) first.
 */
export async function findCardsToSend(payload: Payload): Promise<TributeCard[]> {
  const sent = await payload.find({
    collection: 'tribute-cards',
    select: { donation: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const sentIds = sent.docs.map((d) => (typeof d.donation === 'object' ? d.donation.id : d.donation))
  const { docs } = await payload.find({
    collection: 'donations',
    where: { and: sentIds.length ? [...tributeGifts, { id: { not_in: sentIds } }] : tributeGifts },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(tributeCardOf).filter((card): card is TributeCard => card !== null)
}

/** The cards most recently marked sent, newest first, with who sent them. */
export async function findCardsSent(payload: Payload, limit = 20): Promise<SentTributeCard[]> {
  const { docs } = await payload.find({
    collection: 'tribute-cards',
    sort: '-sentAt',
    limit,
    depth: 1,
    overrideAccess: true,
  })
  return docs.flatMap((record) => {
    const card = typeof record.donation === 'object' ? tributeCardOf(record.donation) : null
    return card ? [{ ...card, sentAt: record.sentAt, sentBy: record.sentByEmail }] : []
  })
}

/** The card of one donation, sent or not; null when the donation has none or is not approved. */
export async function findCard(payload: Payload, donationId: number): Promise<TributeCard | null> {
  const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true, disableErrors: true })
  return donation && donation.status === 'approved' ? tributeCardOf(donation) : null
}

export type MarkSentResult = { ok: true; record: SentRecord } | { ok: false; status: 404 | 409; message: string }

const isUniqueClash = (error: unknown) => /unique|duplicate|already exists/i.test(String((error as Error)?.message ?? error))

/**
 * Marks a card sent, once. A second mark (two people posting the same card, a double click)
 * gets 409 and leaves the first record as it was: the unique donation column decides the race.
 */
export async function markCardSent(payload: Payload, donationId: number, staff: Pick<User, 'id' | 'email'>, now = new Date()): Promise<MarkSentResult> {
  const card = await findCard(payload, donationId)
  if (!card) return { ok: false, status: 404, message: 'There is no card to send for this gift.' }
  const existing = await payload.find({ collection: 'tribute-cards', where: { donation: { equals: donationId } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs[0]) return { ok: false, status: 409, message: `This card was already marked sent on ${formatDayMonthYear(existing.docs[0].sentAt)}.` }
  try {
    const record = await payload.create({
      collection: 'tribute-cards',
      data: { donation: donationId, sentAt: now.toISOString(), sentBy: staff.id, sentByEmail: staff.email },
      overrideAccess: true,
      depth: 0,
    })
    return { ok: true, record }
  } catch (error) {
    if (isUniqueClash(error)) return { ok: false, status: 409, message: 'This card was already marked sent.' }
    throw error
  }
}

/** When each of these donations' cards was sent (ISO), for the donor's own page. */
export async function cardSentDates(payload: Payload, donationIds: number[]): Promise<Map<number, string>> {
  if (!donationIds.length) return new Map()
  const { docs } = await payload.find({
    collection: 'tribute-cards',
    where: { donation: { in: donationIds } },
    select: { donation: true, sentAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((d) => [typeof d.donation === 'object' ? d.donation.id : d.donation, d.sentAt]))
}
