import { errorId, type FieldIds } from './ids'
import { errorClass, type Tone } from './styles'

/** A field's first error, under it; the field points here with aria-describedby. */
export function FieldError({ ids, name, errors, tone = 'light' }: { ids?: FieldIds; name: string; errors?: readonly string[]; tone?: Tone }) {
  if (!errors?.length) return null
  return (
    <p id={errorId(ids, name)} className={errorClass(tone)}>
      {errors[0]}
    </p>
  )
}
