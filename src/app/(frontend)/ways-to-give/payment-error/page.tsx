import type { Metadata } from 'next'
import { PaymentError } from '@/components/Donate/PaymentError.client'

export const metadata: Metadata = { title: 'Payment Error', robots: { index: false } }

export default function PaymentErrorPage() {
  return <PaymentError />
}
