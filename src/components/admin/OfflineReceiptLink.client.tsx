'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

/**
 * On a recorded cash or cheque gift that asks for an official receipt: the link to its PDF, to
 * print and post (the first download gives it its number). On a new gift: when to fill the fields in.
 */
export function OfflineReceiptLink() {
  const { id } = useDocumentInfo()
  const voided = useFormFields(([fields]) => Boolean(fields.voided?.value))
  const numbered = useFormFields(([fields]) => typeof fields.receiptNumber?.value === 'number')
  if (!id) return <p style={{ marginBottom: '1rem' }}>Only when the giver asked for an official receipt: tick the box above and fill these in. Once the gift is saved, its receipt can be downloaded here.</p>
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
