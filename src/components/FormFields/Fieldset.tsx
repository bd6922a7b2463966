import type { ReactNode } from 'react'

/** A titled section of a longer form (card details, billing details). */
export function Fieldset({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`mt-6 ${className ?? ''}`}>
      <legend className="text-lg font-bold text-navy">{legend}</legend>
      {children}
    </fieldset>
  )
}
