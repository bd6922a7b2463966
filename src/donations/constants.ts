/** Business constants of the donation area; no React, shared by browser and server. */
import { formatNumber } from '@/format/money'

export const PRESET_AMOUNTS = ['25', '50', '100'] as const
export const APPROVAL_MAX_CODE = 29
export const TAX_RECEIPT_MIN_AMOUNT = 20
export const H_MESSAGE_MAX = 250
export const ADMIN_ONLY_MAX = 255
export const MONTHLY_BILLING_DAY = 15
export const DRAFT_MAX_AGE_MS = 10 * 60 * 1000
export const SUBMIT_DELAY_MS = 1000
export const PRINT_DELAY_MS = 500
/** Default ceiling for one gift, CAD; DONATION_MAX_AMOUNT overrides it. */
export const DEFAULT_MAX_AMOUNT = 100_000

export const STORAGE_DRAFT_KEY = 'pcfFormData'
export const STORAGE_APPROVED_KEY = 'pcfApprovedData'

export const DONATION_AREAS = [
  'Area of greatest need',
  'Research',
  'Support',
  'Awareness',
  'Ride to Live',
  'Fathers Day Walk / Run',
  'Butts in a Boat',
  'Pars for Prostate',
] as const

export const OCCASIONS = [
  'Anniversary',
  'Bar Mitzvah',
  'Bat Mitzvah',
  'Birthday',
  'Christmas',
  'Easter',
  "Father's Day",
  "Mother's Day",
  'Our Friendship',
  'Retirement',
  'Wedding',
  'Your Thoughtfulness',
  'No Occasion',
] as const

export const GIFT_TYPES = [
  { value: 'foundation', label: 'Gift to the Foundation' },
  { value: 'memoriam', label: 'Gift in Memoriam' },
  { value: 'honour', label: 'Gift in Honour' },
] as const
export type GiftType = (typeof GIFT_TYPES)[number]['value']

export const DONATION_TYPES = [
  { value: 'single', label: 'Single Donation' },
  { value: 'monthly', label: 'Monthly Giving Program' },
] as const
export type DonationType = (typeof DONATION_TYPES)[number]['value']

export const MESSAGES = {
  required: 'This field is required',
  amount: 'Please select or input amount',
  amountMin: 'The amount must be at least 0.01',
  amountMax: (max: number) => `Online gifts are limited to $${formatNumber(max)}. Please call us for a larger gift.`,
  email: 'The email must be a valid email address.',
  cardNumber: 'Please enter a valid card number.',
  cardType: 'We accept Visa, Mastercard and American Express.',
  expired: 'This card has expired.',
  hMessage: `The message can be up to ${H_MESSAGE_MAX} characters.`,
  adminonly: `This note can be up to ${ADMIN_ONLY_MAX} characters.`,
} as const

/** Honour/memoriam fields required when that gift type is chosen: who the gift honours; the address only when a card is wanted. */
export const HONOUREE_REQUIRED = ['h_fname', 'h_lname'] as const
export const CARD_ADDRESS_REQUIRED = ['h_add', 'h_city', 'h_prov', 'h_pcode', 'h_country'] as const
/** The fields that exist only for the card: emptied when the donor wants none. */
export const CARD_ONLY_FIELDS = ['h_name', ...CARD_ADDRESS_REQUIRED, 'h_sent_behalf', 'h_name_on_card', 'h_message'] as const
/** A gift in memory or in honour: whether the charity posts a card (h_card; never stored, an empty address says "no card"). */
export const TRIBUTE_CARD_CHOICES = [
  { value: 'yes', label: 'Yes, post a card' },
  { value: 'no', label: 'No card, thank you' },
] as const
export const HONOUREE_FIELDS = [
  'h_occasion',
  'h_title',
  'h_fname',
  'h_lname',
  'h_name',
  'h_add',
  'h_city',
  'h_prov',
  'h_pcode',
  'h_country',
  'h_sent_behalf',
  'h_name_on_card',
  'h_message',
] as const
export const BILLING_FIELDS = ['b_fname', 'b_lname', 'b_add', 'b_city', 'b_prov', 'b_country', 'b_pcode', 'b_tel', 'b_email'] as const
/** Never written to browser storage, the database or the log. */
export const CARD_FIELDS = ['card_number', 'card_name', 'expiryMonth', 'expiryYear', 'card_exp'] as const
/** Honour and memoriam cards are posted within this many business days of the gift. */
export const TRIBUTE_CARD_POSTED_WITHIN_BUSINESS_DAYS = 5
