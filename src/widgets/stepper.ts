/** The stepper's rules (spec: one active step; every step before it completed, never reopened). */
export type StepState = 'completed' | 'active' | 'upcoming'

/**
 * The state of each of `count` steps when `active` is the current one (clamped into range).
 * The donation form's stepper is not editable: a completed step is shown done, not a way back
 * (the form moves by its Back and Next buttons).
 */
export function stepStates(count: number, active: number): StepState[] {
  const current = Math.min(Math.max(active, 0), Math.max(count - 1, 0))
  return Array.from({ length: count }, (_, i) => (i < current ? 'completed' : i === current ? 'active' : 'upcoming'))
}
