/**
 * The sign-up form as posted (with or without JavaScript): its fields read and checked on the
 * server with the same limits the form's inputs carry, then handed to signUpFundraiser. A refusal
 * gives every field's message and the values typed, so the form comes back as it was sent.
 */
import type { Payload } from 'payload'
import { donorEmailSchema } from '@/myGiving/schema'
import type { Campaign } from '@/payload-types'
import type { FieldErrors } from './fieldErrors'
import { checkPhoto, deletePhoto, storePhoto, type PhotoCheck } from './photo'
import { checkGoal, readGoal, STORY_MAX_LENGTH } from './rules'
import { signUpFundraiser, type TeamChoice } from './signUp'

export const SIGN_UP_FIELDS = ['name', 'email', 'slug', 'goal', 'story', 'teamChoice', 'teamName', 'teamSlug', 'teamOpen', 'team', 'code'] as const
export type SignUpValues = Partial<Record<(typeof SIGN_UP_FIELDS)[number], string>>
export const NAME_MAX_LENGTH = 80
const PHOTO_AGAIN = 'Your photo was fine, but a browser cannot keep a chosen file when a form comes back: choose it again, please.'

export type SignUpAnswer = { ok: true; slug: string } | { ok: false; values: SignUpValues; errors: FieldErrors }

/** The form's own fields, as strings, from a posted form. */
export function signUpValues(form: FormData): SignUpValues {
  const values: SignUpValues = {}
  for (const name of SIGN_UP_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

function teamChoiceOf(values: SignUpValues): TeamChoice {
  if (values.teamChoice === 'create') return { kind: 'create', name: values.teamName ?? '', slug: values.teamSlug ?? '', open: values.teamOpen !== 'code' }
  if (values.teamChoice === 'join') return { kind: 'join', team: Number(values.team), code: values.code }
  return { kind: 'none' }
}

/** The checks the collection cannot make (an e-mail address's shape, a name given at all); the rest are the collection's. */
function formErrors(values: SignUpValues): FieldErrors {
  const errors: FieldErrors = {}
  const name = (values.name ?? '').trim()
  if (!name) errors.name = ['Enter your name as it should appear on your page.']
  else if (name.length > NAME_MAX_LENGTH) errors.name = [`Keep your name to ${NAME_MAX_LENGTH} characters.`]
  if (!donorEmailSchema.safeParse(values.email ?? '').success) errors.email = ['Enter an e-mail address like name@example.org.']
  const goal = checkGoal(readGoal(values.goal))
  if (goal !== true) errors.goal = [goal]
  if ((values.story ?? '').length > STORY_MAX_LENGTH) errors.story = [`Your story can be at most ${STORY_MAX_LENGTH} characters.`]
  if (values.teamChoice === 'join' && !Number(values.team)) errors.team = ['Choose the team to join.']
  return errors
}

/**
 * Signs a participant up from the posted form; the page is made only when every field is right.
 * `mayTry` is asked once the fields are well formed (so a typo does not count against the
 * sign-up limit): it answers null, or the refusal to give.
 */
export async function signUpFromForm(
  payload: Payload,
  campaign: Campaign,
  values: SignUpValues,
  mayTry: () => Promise<FieldErrors | null> = async () => null,
  photoFile: File | null = null,
): Promise<SignUpAnswer> {
  const errors = formErrors(values)
  const photo: PhotoCheck | null = photoFile ? await checkPhoto(photoFile) : null
  if (photo?.error) errors.photo = [photo.error]
  // A browser cannot put a chosen file back into a form: the person is told to choose it again.
  const again = (found: FieldErrors): FieldErrors => (photo?.photo ? { ...found, photo: [PHOTO_AGAIN] } : found)
  if (Object.keys(errors).length) return { ok: false, values, errors: again(errors) }
  const refused = await mayTry()
  if (refused) return { ok: false, values, errors: again(refused) }
  const photoId = photo?.photo ? await storePhoto(payload, photo.photo, (values.name ?? '').trim()) : null
  const result = await signUpFundraiser(payload, {
    campaign,
    name: values.name ?? '',
    email: values.email ?? '',
    slug: values.slug ?? '',
    goal: readGoal(values.goal),
    story: values.story,
    team: teamChoiceOf(values),
    photo: photoId,
  })
  if (result.errors) {
    if (photoId) await deletePhoto(payload, photoId)
    return { ok: false, values, errors: again(result.errors) }
  }
  return { ok: true, slug: result.page.slug }
}
