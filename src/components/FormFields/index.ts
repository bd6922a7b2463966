/**
 * The one set of labelled fields for every form on the site (the site forms and the donation
 * form): label, optional hint, required star, and the first error under the field, tied to it
 * with aria-invalid and aria-describedby.
 */
export { Checkbox } from './Checkbox'
export { ChoiceGroup } from './ChoiceGroup'
export { FieldError } from './FieldError'
export { FileField } from './FileField'
export { Fieldset } from './Fieldset'
export { describedBy, errorId, fieldId, hintId, type FieldIds } from './ids'
export { RadioCards } from './RadioCards'
export { SelectField, type Option } from './SelectField'
export type { Tone } from './styles'
export { TextArea } from './TextArea'
export { TextField } from './TextField'
export type { FieldProps } from './types'
