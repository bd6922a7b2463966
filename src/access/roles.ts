/** The staff roles. An account holds one or more. */
export const ROLES = [
  { value: 'administrator', label: 'Administrator' },
  { value: 'editor', label: 'Editor' },
  { value: 'finance', label: 'Finance' },
  { value: 'support', label: 'Support' },
] as const

export type Role = (typeof ROLES)[number]['value']
