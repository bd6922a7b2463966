import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { passwordProblem } from '@/auth/passwordPolicy'

/** A new or changed password must be long enough and not a common one. */
export const passwordRules: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') return data
  const problem = passwordProblem(password)
  if (problem) throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message: problem }], req })
  return data
}
