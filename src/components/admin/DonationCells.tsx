import type { ReactNode } from 'react'
import { formatReceiptNumber } from '@/donations/receiptNumber'

type CellProps = { cellData?: unknown }

/** The receipt number in the Donations list as the receipt prints it ("PCF-002479"), or nothing. */
export function ReceiptNumberCell({ cellData }: CellProps): ReactNode {
  return typeof cellData === 'number' || (typeof cellData === 'string' && cellData) ? formatReceiptNumber(cellData) : null
}

/** "Needs review" only where it does: a blank cell says nothing is waiting. */
export function NeedsReviewCell({ cellData }: CellProps): ReactNode {
  return cellData === true ? <strong>Needs review</strong> : null
}
