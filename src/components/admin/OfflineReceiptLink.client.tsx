'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

/**
 * On a recorded cash or cheque gift that asks for an official receipt: the link to its PDF, to
 * print and post (the first download gives it its number). Nothing before the gift is saved.
 */
export function OfflineReceiptLink() {
  const { id } = useDocumentInfo()
  const voided = useFormFields(([fields]) => Boolean(fields.voided?.value))
  const numbered = useFormFields(([fields]) => typeof fields.receiptNumber?.value === 'number')
  if (!id) return <p>Save the gift first: its official receipt can then be downloaded here.</p>
  if (voided && !numbered) return <p>This gift was voided before its receipt was issued: there is no receipt.</p>
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href={`/api/offline-gifts/${id}/receipt`} download>
        Download the official receipt (PDF)
      </a>
      {numbered ? null : ' — the first download gives it the next receipt number.'}
    </p>
  )
}
