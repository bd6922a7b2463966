import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'

export const metadata: Metadata = { title: 'Submission Error', robots: { index: false } }

export default function SubmissionErrorPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" data-testid="submission-error">
      <h1 className="text-3xl sm:text-4xl">Submission Error</h1>
      <p className="mt-4 text-lg">
        Something went wrong while sending your donation, and we could not confirm it. If no confirmation e-mail reaches
        you within the hour, please try again later, or call us and we will gladly help.
      </p>
      <p className="mt-8">
        <Link href="/" className="font-semibold">Back to home</Link>
      </p>
    </div>
  )
}
