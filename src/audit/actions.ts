/** The sensitive actions the audit trail records. */
export const AUDIT_ACTIONS = [
  { value: 'donor-data-viewed', label: 'Viewed donor data' },
  { value: 'donor-data-exported', label: 'Exported donor data' },
  { value: 'submissions-exported', label: 'Exported form submissions' },
  { value: 'subscribers-exported', label: 'Exported subscribers' },
  { value: 'roles-changed', label: 'Changed an account’s roles' },
  { value: 'account-deleted', label: 'Deleted an account' },
  { value: 'monthly-gift-cancelled', label: 'Cancelled a monthly gift' },
  { value: 'monthly-gift-changed-by-donor', label: 'A donor changed their monthly gift (My giving)' },
  { value: 'receipt-corrected', label: 'Voided or replaced a receipt' },
  { value: 'spam-released', label: 'Released a submission from the spam folder' },
  { value: 'personal-data-exported', label: 'Exported what is held about a person' },
  { value: 'personal-data-erased', label: 'Erased what is held about a person' },
  { value: 'retention-applied', label: 'Deleted records past their retention period' },
  { value: 'peer-case-opened', label: 'Opened a peer support case' },
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']
