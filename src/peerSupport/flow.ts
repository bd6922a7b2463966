/**
 * The life of a case: new → suggested → introduced → first call done → closed, or withdrawn at
 * any open step, or "no answer" after three tries. A volunteer who cannot go on sends an
 * introduced case back to suggested; nothing else moves backwards, and an ended case stays ended.
 */
export const CASE_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'suggested', label: 'Suggested' },
  { value: 'introduced', label: 'Introduced' },
  { value: 'first-call-done', label: 'First call done' },
  { value: 'closed', label: 'Closed' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'no-answer', label: 'No answer after 3 tries' },
] as const

export type CaseStatus = (typeof CASE_STATUSES)[number]['value']

export const NO_ANSWER_TRIES = 3

const NEXT: Record<CaseStatus, readonly CaseStatus[]> = {
  new: ['suggested', 'introduced', 'withdrawn'],
  suggested: ['introduced', 'withdrawn'],
  introduced: ['first-call-done', 'no-answer', 'suggested', 'withdrawn'],
  'first-call-done': ['closed'],
  closed: [],
  withdrawn: [],
  'no-answer': [],
}

export const statusLabel = (status: string) => CASE_STATUSES.find((s) => s.value === status)?.label ?? status

export const isEnded = (status: CaseStatus) => NEXT[status].length === 0

/** null when the move is allowed, or the reason in plain words. */
export function moveRefusal(from: CaseStatus, to: CaseStatus): string | null {
  if (from === to || NEXT[from].includes(to)) return null
  if (isEnded(from)) return `This case is ${statusLabel(from).toLowerCase()}; it cannot be changed to "${statusLabel(to)}".`
  return `A case cannot go from "${statusLabel(from)}" to "${statusLabel(to)}".`
}
