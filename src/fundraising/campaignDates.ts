/**
 * Whether a campaign takes gifts and sign-ups: from its start day to the end of its end day, in
 * the charity's time zone (Pacific), so "ends on the 21st" means the whole of the 21st in BC.
 */
import { calendarDay as dayIn } from '@/format/dates'

type Dated = { startsOn?: string | null; endsOn?: string | null }

export function campaignIsRunning(campaign: Dated, now = new Date()): boolean {
  if (!campaign.startsOn || !campaign.endsOn) return false
  const today = dayIn(now)
  return dayIn(new Date(campaign.startsOn)) <= today && today <= dayIn(new Date(campaign.endsOn))
}

export function campaignHasEnded(campaign: Dated, now = new Date()): boolean {
  return Boolean(campaign.endsOn) && dayIn(now) > dayIn(new Date(campaign.endsOn!))
}
