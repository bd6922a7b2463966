/** Why the card-testing defence refused a donation attempt (stored in blocked-donation-attempts). */
export const BLOCK_REASONS = [
  { value: 'address-declines', label: 'Too many declined cards from this address' },
  { value: 'card-declines', label: 'Too many declines on this card' },
  { value: 'too-many-cards', label: 'Too many different cards from this address or browser' },
  { value: 'challenge-missing', label: 'Challenge required but not sent' },
  { value: 'challenge-invalid', label: 'Challenge answer not valid' },
  { value: 'challenge-expired', label: 'Challenge expired' },
  { value: 'challenge-replayed', label: 'Challenge answer used before' },
] as const

export type BlockReasonValue = (typeof BLOCK_REASONS)[number]['value']
