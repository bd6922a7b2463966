import { dictionary } from '@zxcvbn-ts/language-common'

const MIN_PASSWORD_LENGTH = 12

let common: Set<string> | undefined

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a good one.`
  }
  // zxcvbn's list of the most common passwords, kept by that project.
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  if (common.has(password.toLowerCase())) return 'This password is on a list of common passwords. Choose another.'
  return null
}
