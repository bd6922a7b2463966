import type { Payload } from 'payload'
import { heading, link, list, paragraph, richText } from './lexical'
import type { SeedLog } from './index'

/** The "Alternative ways to support us" text: our own words, placeholder contact details. */
export const alternativeWaysText = () =>
  richText(
    paragraph('Giving online is one way to help. Here are others, each supporting men and families living with prostate cancer. Call us at 604-555-0100 and we will help you choose.'),
    heading('h2', 'Host a third-party event'),
    paragraph('A golf day, a ride, a bake sale or a concert: you organise it, we provide posters, a donation page and tax receipts for gifts of $20 or more.'),
    heading('h2', 'Donate securities'),
    paragraph('Giving publicly traded shares or mutual funds directly, rather than selling them first, may reduce the capital gains tax you pay. Ask your broker to transfer them to our account; we issue a receipt for their value on the day they arrive.'),
    heading('h2', 'Donate a car'),
    paragraph('An old car, truck or boat can be towed away free of charge and recycled or sold, with the proceeds going to our programs.'),
    heading('h2', 'Endowment fund'),
    paragraph('Gifts to our endowment fund are invested, and the income supports our work year after year.'),
    heading('h2', 'Legacy giving'),
    paragraph('A gift in your will, a life insurance policy or an RRSP or RRIF beneficiary designation can make a lasting difference. We are glad to talk it through with you and your advisor, in confidence.'),
    heading('h2', 'Support a research grant'),
    paragraph('Individuals, families and companies can fund a research grant in full. Grants can carry the donor’s name from $35,000.'),
    heading('h2', 'Corporate sponsorship'),
    paragraph('Companies can sponsor an event, a support program or our information kits, with recognition agreed together.'),
    list(['Workplace giving and matching gifts', 'Sponsorship of an event or program', 'Employee volunteering']),
    paragraph('Write to us at ', link('giving@example.org', 'mailto:giving@example.org'), ' to start a conversation.'),
  )

/** Fills Donation Settings while they have no text yet; never overwrites an editor's changes. */
export async function seedDonations(payload: Payload, log: SeedLog): Promise<void> {
  const current = await payload.findGlobal({ slug: 'donation-settings', depth: 0, overrideAccess: true })
  if (current.alternativeWays) {
    log('Donation settings: already filled in, left unchanged.')
    return
  }
  await payload.updateGlobal({
    slug: 'donation-settings',
    data: {
      placeOfIssue: 'Vancouver, BC',
      signatoryName: 'Alex Example',
      signatoryTitle: 'Executive Director',
      taxContact: { address: 'Gift Office\n100 Example Street, Suite 200\nVancouver, BC V5V 0A0', phone: '604-555-0100' },
      alternativeWays: alternativeWaysText() as never,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log('Donation settings: created receipt details and the alternative ways text.')
}
