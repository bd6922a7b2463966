import Link from '@/components/IntentLink/IntentLink.client'
import { charityContact } from '@/content/charityContact'
import { getSiteSettings } from '@/content/globals'
import type { PageForGift } from '@/fundraising/pageForGift'

/**
 * Where the online form cannot take a card (JavaScript off, or no card frame set up): says why in
 * plain words and gives the other ways to give, with the phone and mailing address from Site
 * Settings, and My giving for donors who already give.
 */
export async function OtherWaysToGive({ why, testId, forPage }: { why: string; testId: string; forPage?: Pick<PageForGift, 'name' | 'campaignTitle'> | null }) {
  const contact = charityContact(await getSiteSettings())
  return (
    <div className="mt-2 rounded border-l-4 border-donate-dark bg-sky-light p-4" data-testid={testId}>
      <p className="font-semibold">{why}</p>
      {forPage && (
        // Staff record a cash or cheque gift against a fundraiser's page, so it counts there too.
        <p className="mt-2">
          Your gift can still count on <strong>{forPage.name}</strong>’s page for {forPage.campaignTitle}: say so when you call, or write their name on the back of your cheque.
        </p>
      )}
      <p className="mt-2">You can still give:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {contact.phone && (
          <li>
            by phone: call us at <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> and we will take your gift;
          </li>
        )}
        {contact.address && (
          <li>
            by mail: send a cheque payable to {contact.name} to {contact.address};
          </li>
        )}
        <li>
          in the ways listed on <Link href="/ways-to-give/alternative-ways-to-support-us">other ways to give</Link>.
        </li>
      </ul>
      <p className="mt-2">
        Already giving every month? <Link href="/ways-to-give/my-giving">My giving</Link> shows your gifts and receipts, and lets you change, pause or cancel your monthly gift.
      </p>
    </div>
  )
}

export const NEEDS_SCRIPTS = 'Paying by card online needs JavaScript, which is turned off in this browser. Turn it on and reload this page to give by card.'
export const NO_CARD_FRAME = 'Paying by card online is not available on this site just now.'
