import type { Metadata } from 'next'
import { NotFound, NOT_FOUND_MESSAGE } from '@/components/NotFound'

export const metadata: Metadata = { title: 'Page not found', description: NOT_FOUND_MESSAGE, robots: { index: false } }

export default function FrontendNotFound() {
  return <NotFound />
}
