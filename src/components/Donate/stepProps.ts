import type { FieldErrors } from '@/forms/fieldErrors'

/** What each step of the donation form is given: the values, their errors, and where changes go. */
export type StepProps = {
  values: Record<string, string>
  errors: FieldErrors
  onChange: (name: string, value: string) => void
}
