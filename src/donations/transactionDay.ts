/**
 * The calendar day a gift was made, as the server decides it: a receipt shows one day on the
 * screen and on paper. A browser may hold other time-zone rules than the server (Chromium and
 * Node disagree about British Columbia's clocks from November 2026), so the browser never
 * works the day out again from the moment.
 */
import type { DonateResponse } from './response'

/**
 * The gift's day as a moment any formatter of the site's time zone reads as that day: midday
 * UTC is the same calendar day in every North American zone. An answer stored before the day
 * was sent gives its moment.
 */
export const giftDayMoment = (data: Pick<DonateResponse, 'TransDay' | 'TransDateTime'>): string =>
  data.TransDay ? `${data.TransDay}T12:00:00Z` : data.TransDateTime
