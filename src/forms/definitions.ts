/**
 * The zod schemas of the five forms, which both the browser and the server run, so a value
 * the browser accepts is a value the server accepts. The browser loads this module only when
 * a visitor starts filling in a form (SiteForm), so zod stays out of every page's first load;
 * ids, options and field names live in ./fields, which pages import directly.
 */
import { z } from '@/utilities/zod'
import { ageProblem, pastDateProblem, PHONE_MESSAGE, phoneProblem, POSTAL_CODE_MESSAGES, postalCodeProblem } from './addressRules'
import {
  FORM_IDS,
  KIT_QUANTITIES,
  KIT_QUESTIONS,
  KIT_WHO_OPTIONS,
  isKitForSelf,
  PREFERRED_CONTACT_OPTIONS,
  BEST_TIME_OPTIONS,
  TOPIC_FIELD_PATTERN,
  VOLUNTEER_EVENT_OPTIONS,
  VOLUNTEER_FOR_OPTIONS,
  YES_NO,
  type FormKey,
  type PostedData,
  type PostedValue,
} from './fields'
import { LANGUAGES } from '@/peerSupport/experiences'

export * from './fields'

const MAX_TEXT = 200
const MAX_LONG_TEXT = 5000

const asText = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean).join(', ')
  if (typeof value === 'string') return value.trim()
  return value ?? ''
}

/** A required one-line field; `label` names it in the message. */
const required = (label: string, max = MAX_TEXT) =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { message: `Please enter your ${label}.` })
      .max(max, { message: `Please shorten your ${label} to ${max} characters or fewer.` }),
  )

const optional = (max = MAX_TEXT) =>
  z.preprocess(asText, z.string().max(max, { message: `Please shorten this to ${max} characters or fewer.` }))

const email = () =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { message: 'Please enter your e-mail address.' })
      .max(254, { message: 'Please check your e-mail address: it is too long.' })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid e-mail address, like name@example.org.' }),
  )

const requiredPhone = () =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { message: 'Please enter your phone number.' })
      .refine((v) => !phoneProblem(v), { message: PHONE_MESSAGE }),
  )
const optionalPhone = () => z.preprocess(asText, z.string().refine((v) => !phoneProblem(v), { message: PHONE_MESSAGE }))

/** A rule from ./addressRules on an optional text: its message, or nothing. */
const optionalWith = (problem: (v: string) => string | null, max = MAX_TEXT) =>
  z.preprocess(
    asText,
    z
      .string()
      .max(max, { message: `Please shorten this to ${max} characters or fewer.` })
      .superRefine((v, ctx) => {
        const message = problem(v)
        if (message) ctx.addIssue({ code: 'custom', message })
      }),
  )

/** One of `options`, or nothing. */
const optionalChoice = (options: readonly string[], what: string) =>
  z.preprocess(asText, z.string().refine((v) => v === '' || options.includes(v), { message: `Please choose ${what} from the list.` }))

const requiredChoice = (options: readonly string[], message: string) =>
  z.preprocess(asText, z.string().refine((v) => options.includes(v), { message }))

/** Checked values of a checkbox group, joined with ", " (as the old site sent them); unknown values refused. */
const checkedList = (options: readonly string[]) =>
  z.preprocess(
    asText,
    z.string().refine((v) => v === '' || v.split(', ').every((item) => options.includes(item)), {
      message: 'Please choose from the options shown.',
    }),
  )

export const newsletterSchema = z.object({
  first_name: required('first name'),
  last_name: required('last name'),
  email: email(),
})

export const volunteerSchema = z.object({
  full_name: required('name'),
  city: required('city'),
  province: required('province'),
  phone: requiredPhone(),
  email: email(),
  volunteer_for: checkedList(VOLUNTEER_FOR_OPTIONS),
  events: checkedList(VOLUNTEER_EVENT_OPTIONS),
})

export const peerSupportSchema = z
  .object({
    first_name: required('first name'),
    last_name: required('last name'),
    email: email(),
    phone: optionalPhone(),
    city: optional(),
    province: optional(),
    preferred_contact: optionalChoice(PREFERRED_CONTACT_OPTIONS, 'e-mail or phone'),
    best_time_to_contact: optionalChoice(BEST_TIME_OPTIONS, 'a time'),
    date_of_diagnosis: optionalWith((v) => pastDateProblem(v)),
    age_at_diagnosis: optionalWith(ageProblem),
    language: optionalChoice(LANGUAGES, 'a language'),
    message: optional(MAX_LONG_TEXT),
    // A checkbox, never ticked for the person: anything ticked is "Yes", nothing is "".
    share_consent: z.preprocess((v) => (asText(v) === '' ? '' : 'Yes'), z.enum(['', 'Yes'])),
  })
  // Topic fields come from editable data, so they are checked by their shape, not by a fixed list.
  .catchall(optional(1000))

export const reefKnotKitSchema = z.object({
  rkfname: required('first name'),
  rklname: required('last name'),
  rkadd: required('street address'),
  rkcity: required('city'),
  rkprov: required('province or state'),
  rkpcode: z.preprocess(
    asText,
    z
      .string()
      .min(1, { message: 'Please enter your postal code or zip code.' })
      .refine((v) => !postalCodeProblem(v, 'canada-or-us'), { message: POSTAL_CODE_MESSAGES['canada-or-us'] }),
  ),
  rkemail: email(),
  rktel: optionalPhone(),
  rkquant: requiredChoice(KIT_QUANTITIES, 'Please choose how many kits: 1, 10 or 20.'),
  rkwho: optionalChoice(KIT_WHO_OPTIONS, 'who the kit is for'),
  // Asked only when the kit is for the person filling in the form (see kitQuestionErrors).
  plan_for_prostate_removal_surgery: optionalChoice(YES_NO, 'yes or no'),
  return_to_work: optionalChoice(YES_NO, 'yes or no'),
  comment: optional(MAX_LONG_TEXT),
  // A checkbox: anything ticked is "Yes", nothing is "No".
  kit_in_french: z.preprocess((v) => {
    const text = asText(v)
    return text === '' || text === 'No' ? 'No' : 'Yes'
  }, z.enum(YES_NO)),
})

export const contactSchema = z.object({
  full_name: required('name'),
  email: email(),
  phone: optionalPhone(),
  subject: required('subject'),
  message: optional(MAX_LONG_TEXT),
})

export const FORM_SCHEMAS = {
  newsletter: newsletterSchema,
  volunteer: volunteerSchema,
  peerSupport: peerSupportSchema,
  reefKnotKit: reefKnotKitSchema,
  contact: contactSchema,
} as const

export type FormValues = Record<string, string>

export function formKeyOf(formId: string): FormKey | undefined {
  return (Object.keys(FORM_IDS) as FormKey[]).find((key) => FORM_IDS[key] === formId)
}

export type FieldError = { field: string; message: string }

export type ValidationResult = { ok: true; values: FormValues } | { ok: false; errors: FieldError[] }

/**
 * Runs a form's schema over posted data (meta fields and unknown names dropped, except
 * peer-support topic fields). Errors come back one per field, in the form's field order.
 */
export function validateForm(key: FormKey, data: PostedData): ValidationResult {
  const schema = FORM_SCHEMAS[key]
  const input: Record<string, PostedValue> = {}
  const known = Object.keys(schema.shape)
  for (const name of known) input[name] = data[name] ?? ''
  if (key === 'peerSupport') {
    for (const [name, value] of Object.entries(data)) {
      if (TOPIC_FIELD_PATTERN.test(name)) input[name] = value
    }
  }
  const result = schema.safeParse(input)
  const extra = key === 'reefKnotKit' ? kitQuestionErrors(input) : []
  if (result.success && !extra.length) {
    const values: FormValues = {}
    for (const [name, value] of Object.entries(result.data as Record<string, unknown>)) values[name] = String(value ?? '')
    // Answers to questions that were not for this person are not kept.
    if (key === 'reefKnotKit' && !isKitForSelf(values.rkwho ?? '')) for (const name of KIT_QUESTIONS) values[name] = ''
    return { ok: true, values }
  }
  const seen = new Set<string>()
  const errors: FieldError[] = []
  const issues = [...(result.success ? [] : result.error.issues.map((i) => ({ path: i.path, message: i.message }))), ...extra.map((e) => ({ path: [e.field], message: e.message }))]
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!field || seen.has(field)) continue
    seen.add(field)
    errors.push({ field, message: issue.message })
  }
  const order = [...known, ...Object.keys(input)]
  errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field))
  return { ok: false, errors }
}

/** The kit's surgery and work questions must be answered when the kit is for the person asking. */
function kitQuestionErrors(input: Record<string, PostedValue>): FieldError[] {
  if (!isKitForSelf(String(asText(input.rkwho) ?? ''))) return []
  return KIT_QUESTIONS.filter((name) => !YES_NO.includes(String(asText(input[name])) as (typeof YES_NO)[number])).map((field) => ({
    field,
    message: 'Please answer yes or no.',
  }))
}

/** The e-mail address a submission is from (for staff lists and subscriber records). */
export function submitterEmail(key: FormKey, values: FormValues): string {
  return (key === 'reefKnotKit' ? values.rkemail : values.email) ?? ''
}

/** A human name for a submission, for staff lists and the e-mail subject. */
export function submitterName(key: FormKey, values: FormValues): string {
  if (key === 'reefKnotKit') return `${values.rkfname ?? ''} ${values.rklname ?? ''}`.trim()
  if (values.full_name) return values.full_name
  return `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim()
}
