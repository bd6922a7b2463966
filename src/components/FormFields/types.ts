import type { FieldIds } from './ids'
import type { Tone } from './styles'

/**
 * What every labelled field takes. With `value` and `onChange` the field is controlled (the
 * donation form keeps its values in state); without them the browser holds the value and the
 * form reads it on submit (the site forms).
 */
export type FieldProps = {
  ids?: FieldIds
  name: string
  label: string
  errors?: readonly string[]
  required?: boolean
  hint?: string
  tone?: Tone
  className?: string
  value?: string
  /** The starting value of an uncontrolled field (what a visitor typed before a refused post). */
  defaultValue?: string
  onChange?: (name: string, value: string) => void
}
