/**
 * The e-mail a donor gets once a gift is approved: a thank-you with the receipt link for a single
 * gift (of the receipt minimum or more), or the enrolment's details for a monthly gift; for a gift
 * in memory or in honour, whether and when the card goes out. Plain text, the charity named from
 * Site Settings. {link} marks where the receipt link goes (never kept in the Outbox).
 */
import { howToReach, signature, type CharityContact } from '@/content/charityContact'
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import type { Donation, RecurringDonation } from '@/payload-types'
import { TAX_RECEIPT_MIN_AMOUNT, TRIBUTE_CARD_POSTED_WITHIN_BUSINESS_DAYS } from './constants'
import { cardLabel } from './cardLabel'
import { formatReceiptNumber } from './receiptNumber'
import { honoureeName, tributeCardOf } from './tributeCards'

export const RECEIPT_LINK_MARK = '{link}'

export type ConfirmedGift = Pick<
  Donation,
  'id' | 'amount' | 'donationType' | 'donationArea' | 'giftType' | 'honouree' | 'receiptNumber' | 'referenceNum' | 'b_fname' | 'createdAt' | 'cardBrand' | 'cardLast4'
> & {
  recurring?: Pick<RecurringDonation, 'nextChargeDate'> | number | null
  /** The fundraising page the gift was given through (its "Donate"): whose, and its address. */
  creditedTo?: { name: string; url: string } | null
}

/** Whether this gift's e-mail carries a link to its official receipt. */
export const hasReceiptLink = (gift: Pick<ConfirmedGift, 'donationType' | 'amount'>) =>
  gift.donationType === 'single' && Number(gift.amount) >= TAX_RECEIPT_MIN_AMOUNT

function cardLines(gift: ConfirmedGift): string[] {
  if (gift.giftType !== 'memoriam' && gift.giftType !== 'honour') return []
  const kind = `${gift.giftType === 'memoriam' ? 'in memory of' : 'in honour of'} ${honoureeName(gift.honouree ?? {})}`
  const card = tributeCardOf({ ...gift, updatedAt: gift.createdAt, amount: gift.amount, status: 'approved' } as Donation)
  // A card needs somewhere to go: a donor who chose "no card" gave no address.
  if (!card) return [`Your gift was made ${kind}. As you asked, we will not post a card.`, '']
  return [
    `Your gift was made ${kind}. We will post a card to ${card.recipient} at ${card.addressLines.join(', ')} within ${TRIBUTE_CARD_POSTED_WITHIN_BUSINESS_DAYS} business days. It says that a gift was made ${kind}, not its amount.`,
    '',
  ]
}

export function giftConfirmationText(gift: ConfirmedGift, charity: CharityContact, myGivingUrl: string): { subject: string; text: string } {
  const hello = gift.b_fname?.trim() ? `Hello ${gift.b_fname.trim()},` : 'Hello,'
  const amount = formatCad(gift.amount)
  const reach = howToReach(charity)
  const questions = reach ? [`If you have a question about your gift, please ${reach}.`, ''] : []
  const closing = ['Thank you,', ...signature(charity)]
  const reference = gift.referenceNum ? [`Reference number: ${gift.referenceNum}`] : []
  const card = gift.cardLast4 ? [`Card: ${cardLabel(gift)}`] : []
  if (gift.donationType === 'monthly') {
    const next = typeof gift.recurring === 'object' && gift.recurring?.nextChargeDate ? formatDayMonthYear(gift.recurring.nextChargeDate) : null
    return {
      subject: `Welcome to monthly giving at ${charity.name}`,
      text: [
        hello,
        '',
        `Thank you for giving ${amount} each month to ${charity.name}. Here are the details of your monthly gift:`,
        '',
        `Amount: ${amount} each month`,
        `First charge: ${formatDayMonthYear(gift.createdAt)} (it covers this month)`,
        next ? `Next charge: ${next}, then on the 15th of each month` : 'Next charges: on the 15th of each month',
        ...(gift.donationArea ? [`Area: ${gift.donationArea}`] : []),
        ...card,
        ...reference,
        '',
        ...cardLines(gift),
        `You get one tax receipt for the year’s monthly gifts, by February 28 of the following year.`,
        '',
        `You can change the amount, pause, replace the card or cancel at once, online, on My giving: ${myGivingUrl}`,
        '',
        ...questions,
        ...closing,
      ].join('\n'),
    }
  }
  const receipt = hasReceiptLink(gift)
    ? [
        `Your official tax receipt${gift.receiptNumber ? `, ${formatReceiptNumber(gift.receiptNumber)},` : ''} opens from this link for the next 90 days:`,
        RECEIPT_LINK_MARK,
        '',
        `After that, My giving lists all your gifts and receipts: ${myGivingUrl}`,
      ]
    : [`Gifts under ${formatCad(TAX_RECEIPT_MIN_AMOUNT)} do not get a tax receipt. My giving lists all your gifts: ${myGivingUrl}`]
  return {
    subject: `Thank you for your gift to ${charity.name}`,
    text: [
      hello,
      '',
      `Thank you for your gift of ${amount} to ${charity.name}, received on ${formatDayMonthYear(gift.createdAt)}.`,
      '',
      `Amount: ${amount}`,
      ...(gift.donationArea ? [`Area: ${gift.donationArea}`] : []),
      ...card,
      ...reference,
      '',
      ...(gift.creditedTo ? [`Your gift counts on ${gift.creditedTo.name}’s fundraising page: ${gift.creditedTo.url}`, ''] : []),
      ...cardLines(gift),
      ...receipt,
      '',
      ...questions,
      ...closing,
    ].join('\n'),
  }
}
