/** The e-mail to finance staff and administrators when the card-testing circuit trips. */
import type { Payload } from 'payload'
import { mailFrom, smtpConfigured } from '@/forms/email'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** The alert's words: what was seen, and what the site does meanwhile. */
export function cardTestingAlert(detail: string): { subject: string; text: string } {
  const minutes = Number(process.env.DONATION_CIRCUIT_MINUTES) || 30
  return {
    subject: 'Possible card testing: every donation now needs the check',
    text: [
      'Hello,',
      '',
      `The donation page saw an unusual surge: ${detail}.`,
      `For the next ${minutes} minutes every online donation asks the donor to tick the "I am a person" check before it is sent.`,
      '',
      'Refused attempts are listed in the admin under Donations → Blocked donation attempts. If the surge was genuine (a campaign), nothing needs doing.',
    ].join('\n'),
  }
}

export async function alertStaffOfCardTesting(detail: string, payload?: Payload): Promise<void> {
  const p = payload ?? (await getPayloadClient())
  const staff = await p.find({
    collection: 'users',
    where: { roles: { in: ['finance', 'administrator'] } },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  const to = staff.docs.map((u) => u.email).filter(Boolean)
  const { subject, text } = cardTestingAlert(detail)
  if (!to.length) return
  if (smtpConfigured()) {
    const from = mailFrom()
    await p.sendEmail({ from: `"${from.name}" <${from.address}>`, to: to.join(', '), subject, text })
    return
  }
  for (const address of to) await p.create({ collection: 'outbox', data: { about: 'donation', to: address, subject, text }, overrideAccess: true, depth: 0 })
}
