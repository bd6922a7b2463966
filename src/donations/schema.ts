/**
 * The donation form's rules, shared by the browser (per step, on Next and on change) and the
 * server (/api/donate, on the whole post). Field names are the ones the donation form has always posted.
 */
import type { FieldErrors } from '@/forms/fieldErrors'
import { PHONE_MESSAGE, phoneProblem, postalCodeProblem, postalCountryOf } from '@/forms/addressRules'
import { z } from '@/utilities/zod'
import { chosenAmount, cleanAmount } from './amount'
import { cardBrand, digitsOnly, passesLuhn } from './card'
import { isExpired, parseCardExp } from './cardExp'
import {
  ADMIN_ONLY_MAX,
  BILLING_FIELDS,
  DEFAULT_MAX_AMOUNT,
  DONATION_AREAS,
  GIFT_TYPES,
  H_MESSAGE_MAX,
  CARD_ADDRESS_REQUIRED,
  CARD_ONLY_FIELDS,
  HONOUREE_REQUIRED,
  MESSAGES,
  OCCASIONS,
} from './constants'

export type FormValues = Record<string, string>

// Control characters (NUL and the like; tabs and line breaks are fine) are never typed by a donor.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const NO_CONTROL = 'This field contains characters that cannot be used.'
const text = (max = 200) =>
  z.string().trim().max(max, `This field can be up to ${max} characters.`).refine((v) => !CONTROL.test(v), NO_CONTROL).default('')
const required = (max = 200) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `This field can be up to ${max} characters.`)
    .refine((v) => !CONTROL.test(v), NO_CONTROL)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const cardNumber = required(30).superRefine((value, ctx) => {
  const digits = digitsOnly(value)
  if (!digits) return // already "This field is required"
  if (!passesLuhn(digits)) ctx.addIssue({ code: 'custom', message: MESSAGES.cardNumber })
  else if (!cardBrand(digits)) ctx.addIssue({ code: 'custom', message: MESSAGES.cardType })
})

const donationArea = z.enum(DONATION_AREAS, { error: MESSAGES.required })

/**
 * Step 1 (browser): area and name on card; the amount is checked by stepOneExtra, the card number
 * and expiry by the card frame (they are typed there, never on our page).
 */
export function stepOneSchema() {
  return z.object({
    selectAmount: z.string().default(''),
    otherAmount: z.string().default(''),
    donation_area: donationArea,
    card_name: required(100),
  })
}

/**
 * Rules across fields, run beside the object schema (zod skips an object's refinements when one
 * of its fields fails, and the donor must see every error of the step at once).
 */
export function stepOneExtra(v: FormValues): FieldErrors {
  const out: FieldErrors = {}
  if (!v.selectAmount && !(v.otherAmount ?? '').trim()) out.amount = [MESSAGES.amount]
  else if (!v.selectAmount) {
    const amount = cleanAmount(v.otherAmount)
    if (!amount || Number(amount) < 0.01) out.otherAmount = [MESSAGES.amountMin]
  }
  return out
}

const billingShape = {
  b_fname: required(100),
  b_lname: required(100),
  b_add: required(200),
  b_city: required(100),
  b_prov: required(100),
  b_country: required(100),
  b_pcode: required(20),
  b_tel: required(40).refine((v) => !phoneProblem(v), PHONE_MESSAGE),
  b_email: required(200).refine((v) => EMAIL.test(v), MESSAGES.email),
}
export const stepTwoSchema = z.object(billingShape)

/** A postal code in the format its country's name asks for (Canada's when it names none). */
function postalCodeErrors(v: Record<string, unknown>, code: string, country: string): FieldErrors {
  const problem = postalCodeProblem(String(v[code] ?? ''), postalCountryOf(String(v[country] ?? '')))
  return problem ? { [code]: [problem] } : {}
}

const billingExtra = (v: Record<string, unknown>): FieldErrors => postalCodeErrors(v, 'b_pcode', 'b_country')

/** Whether a gift in memory or in honour comes with a posted card (the form's h_card; yes unless it says no). */
export const wantsCard = (v: Record<string, unknown>) => String(v.h_card ?? 'yes') !== 'no'

const giftShape = {
  memoriam: z.enum(GIFT_TYPES.map((g) => g.value) as [string, ...string[]]).default('foundation'),
  h_card: z.enum(['yes', 'no']).default('yes'),
  information: z
    .union([z.boolean(), z.string()])
    .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
    .default(false),
  adminonly: z.string().max(ADMIN_ONLY_MAX, MESSAGES.adminonly).default(''),
  h_occasion: z.union([z.enum(OCCASIONS), z.literal('')]).default(''),
  h_title: text(40),
  h_fname: text(100),
  h_lname: text(100),
  h_name: text(200),
  h_add: text(200),
  h_city: text(100),
  h_prov: text(100),
  h_pcode: text(20),
  h_country: text(100),
  h_sent_behalf: text(200),
  h_name_on_card: text(200),
  h_message: z.string().max(H_MESSAGE_MAX, MESSAGES.hMessage).default(''),
}

function giftExtra(v: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {}
  if ((v.memoriam ?? 'foundation') === 'foundation') return out
  for (const name of HONOUREE_REQUIRED) if (!String(v[name] ?? '').trim()) out[name] = [MESSAGES.required]
  if (!wantsCard(v)) return out
  for (const name of CARD_ADDRESS_REQUIRED) if (!String(v[name] ?? '').trim()) out[name] = [MESSAGES.required]
  return { ...postalCodeErrors(v, 'h_pcode', 'h_country'), ...out }
}

function refineGift(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [name, messages] of Object.entries(giftExtra(v))) ctx.addIssue({ code: 'custom', path: [name], message: messages[0]! })
}

export const stepThreeSchema = z.object(giftShape)

/** The browser's schemas, one per step (index 0, 1, 2), and their cross-field rules. */
export const stepSchemas = () => [stepOneSchema(), stepTwoSchema, stepThreeSchema] as const
const stepExtras: ((v: FormValues) => FieldErrors)[] = [stepOneExtra, billingExtra, giftExtra]

/** Field names each step owns, for sending the donor back to the step holding an error. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['amount', 'selectAmount', 'otherAmount', 'donation_area', 'card_token', 'card_bin', 'card_number', 'card_name', 'card_exp', 'donation_amount'],
  BILLING_FIELDS,
  ['memoriam', 'information', 'adminonly', 'fundraiser_page', 'fundraiser_show_as', 'fundraiser_message', 'h_card', 'h_occasion', 'h_title', 'h_fname', 'h_lname', 'h_name', 'h_add', 'h_city', 'h_prov', 'h_pcode', 'h_country', 'h_sent_behalf', 'h_name_on_card', 'h_message'],
]

export function stepOfField(field: string): number {
  const i = STEP_FIELDS.findIndex((names) => names.includes(field))
  return i < 0 ? 0 : i
}

/** The amount rule of the form, for any amount a donor sends (a gift, or a new monthly amount); null when it holds. */
export function amountError(value: string | undefined, maxAmount: number = DEFAULT_MAX_AMOUNT): string | null {
  const amount = cleanAmount(value)
  if (!amount) return MESSAGES.amount
  if (Number(amount) < 0.01) return MESSAGES.amountMin
  if (Number(amount) > maxAmount) return MESSAGES.amountMax(maxAmount)
  return null
}

/** A card given on its own (a monthly donor replacing theirs): the form's card rules, expiry as MMYY. */
export function cardOnlySchema(now: Date = new Date()) {
  return z
    .object({ card_number: cardNumber, card_name: required(100), card_exp: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required) })
    .superRefine((v, ctx) => {
      if (!parseCardExp(v.card_exp)) ctx.addIssue({ code: 'custom', path: ['card_exp'], message: MESSAGES.required })
      else if (isExpired(v.card_exp, now)) ctx.addIssue({ code: 'custom', path: ['card_exp'], message: MESSAGES.expired })
    })
    .transform((v) => ({ ...v, card_number: digitsOnly(v.card_number) }))
}

/**
 * How the card came: a temporary token from the card frame (`card_token`, with the `card_bin` the
 * frame gave), or, from a legacy client only, the card number and expiry themselves.
 */
export type CardEntry = 'token' | 'number'

/** The server's schema for a whole post: the same field rules plus the sent amount and expiry. */
export function donationPostSchema({ now = new Date(), maxAmount = DEFAULT_MAX_AMOUNT, cardEntry = 'number' as CardEntry } = {}) {
  const byToken = cardEntry === 'token'
  return z
    .object({
      donation_type: z.enum(['single', 'monthly'], { error: MESSAGES.required }),
      donation_amount: z.string({ error: MESSAGES.amount }).min(1, MESSAGES.amount),
      donation_area: donationArea,
      card_number: byToken ? z.string().default('') : cardNumber,
      card_name: required(100),
      card_exp: byToken ? z.string().default('') : z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
      card_token: byToken ? required(600) : z.string().default(''),
      card_bin: z.union([z.string().regex(/^\d{6,8}$/, 'The card frame sent an unreadable card prefix.'), z.literal('')]).default(''),
      ...billingShape,
      ...giftShape,
    })
    .superRefine((v, ctx) => {
      const amountIssue = amountError(v.donation_amount, maxAmount)
      if (amountIssue) ctx.addIssue({ code: 'custom', path: ['donation_amount'], message: amountIssue })
      if (byToken) {
        // The expiry was typed into the frame and checked there.
      } else if (!parseCardExp(v.card_exp)) ctx.addIssue({ code: 'custom', path: ['card_exp'], message: MESSAGES.required })
      else if (isExpired(v.card_exp, now)) ctx.addIssue({ code: 'custom', path: ['card_exp'], message: MESSAGES.expired })
      refineGift(v, ctx)
      for (const [name, messages] of Object.entries(billingExtra(v))) ctx.addIssue({ code: 'custom', path: [name], message: messages[0]! })
    })
    .transform((v) => ({
      ...v,
      donation_amount: cleanAmount(v.donation_amount) ?? '0.00',
      card_number: digitsOnly(v.card_number),
      // Only the honour gift has an occasion; other gift types drop honour data.
      h_occasion: v.memoriam === 'honour' ? v.h_occasion : '',
      // No card: nothing is kept of one, so no card is listed for staff to send.
      ...(wantsCard(v) ? {} : Object.fromEntries(CARD_ONLY_FIELDS.map((name) => [name, '']))),
    }))
}
export type DonationPost = z.output<ReturnType<typeof donationPostSchema>>

/** zod issues → { field: [messages] } (first path segment), as the API answers them. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

/** Validates one step of the browser form; {} when valid. */
export function validateStep(step: number, values: FormValues): FieldErrors {
  const schema = stepSchemas()[step]
  if (!schema) return {}
  const result = schema.safeParse(values)
  const errors = result.success ? {} : toFieldErrors(result.error)
  return mergeErrors(errors, stepExtras[step]!(values))
}

/** Adds `extra` for fields that have no error yet. */
export function mergeErrors(errors: FieldErrors, extra: FieldErrors): FieldErrors {
  const out = { ...errors }
  for (const [k, v] of Object.entries(extra)) out[k] ??= v
  return out
}

/** The post's cross-field errors, for when the object schema failed and skipped them. */
export function postExtraErrors(fields: Record<string, string>, { now = new Date(), maxAmount = DEFAULT_MAX_AMOUNT } = {}): FieldErrors {
  const out: FieldErrors = { ...billingExtra(fields), ...giftExtra(fields) }
  const amountIssue = amountError(fields.donation_amount, maxAmount)
  if (amountIssue) out.donation_amount = [amountIssue]
  if (fields.card_exp && !parseCardExp(fields.card_exp)) out.card_exp = [MESSAGES.required]
  else if (fields.card_exp && isExpired(fields.card_exp, now)) out.card_exp = [MESSAGES.expired]
  return out
}

export { chosenAmount }
