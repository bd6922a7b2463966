import type { Metadata } from 'next'
import { DonorGiving } from '@/components/MyGiving/DonorGiving'
import { SignInForm, type Asked } from '@/components/MyGiving/SignInForm'
import { cardSentDates } from '@/donations/tributeCards'
import { currentDonor } from '@/myGiving/currentDonor'
import { annualReceiptsOf, donationsOf, enrolmentsOf } from '@/myGiving/giving'
import { takeFlash } from '@/myGiving/sessions'
import { formTokenFor } from '@/myGiving/tokens'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = { title: 'My giving', robots: { index: false } }

const ASKED: readonly Asked[] = ['sent', 'invalid', 'later', 'ended', 'link-expired', 'signed-out']

type Props = { searchParams: Promise<{ asked?: string | string[] }> }

/** The donor's own page once signed in by an e-mailed link; until then, the form that asks for one. */
export default async function MyGivingPage({ searchParams }: Props) {
  const { asked } = await searchParams
  const donor = await currentDonor()
  if (!donor) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-3xl">My giving</h1>
        <p className="mt-4">See your donations and download your tax receipts, and change, pause, cancel or move your monthly gift to a new card.</p>
        <SignInForm asked={ASKED.find((a) => a === asked)} />
      </div>
    )
  }
  const payload = await getPayloadClient()
  const [donations, enrolments, annualReceipts, flash] = await Promise.all([
    donationsOf(payload, donor.email),
    enrolmentsOf(payload, donor.email),
    annualReceiptsOf(payload, donor.email),
    takeFlash(payload, donor),
  ])
  const cardsSent = await cardSentDates(payload, donations.map((d) => d.id))
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl">My giving</h1>
      <DonorGiving
        email={donor.email}
        csrf={formTokenFor(donor.hash)}
        flash={flash}
        donations={donations}
        cardsSent={cardsSent}
        enrolments={enrolments}
        annualReceipts={annualReceipts}
        now={new Date()}
      />
    </div>
  )
}
