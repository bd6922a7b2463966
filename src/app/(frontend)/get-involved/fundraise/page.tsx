import { permanentRedirect } from 'next/navigation'
import { EVENTS_PATH } from '@/content/paths'

/** The campaigns' parent address, for a visitor who trims a campaign's: each event's page shows its campaign. */
export default function FundraiseIndex() {
  permanentRedirect(EVENTS_PATH)
}
