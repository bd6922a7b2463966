import type { ReactNode } from 'react'
import { hintClass, labelClass, type Tone } from './styles'

/** The required star is for sighted readers; the field itself carries `required`. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null
  return <span aria-hidden="true"> *</span>
}

export function Label({ htmlFor, required, tone, children }: { htmlFor: string; required?: boolean; tone: Tone; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelClass(tone)}>
      {children}
      <RequiredMark required={required} />
    </label>
  )
}

export function Hint({ id, tone, children }: { id: string; tone: Tone; children: ReactNode }) {
  return (
    <p id={id} className={hintClass(tone)}>
      {children}
    </p>
  )
}
