/** Paths and durations of "My giving", the donor's own page. */
export const MY_GIVING_PATH = '/ways-to-give/my-giving'
export const SESSION_COOKIE = 'my_giving_session'
/** A sign-in link lasts 30 minutes and a session 30 minutes after the donor's last page. */
export const LINK_LIFETIME_MS = 30 * 60_000
export const SESSION_IDLE_MS = 30 * 60_000
/** A receipt link from the donor's page lasts a day (those in e-mails and on the thank-you page: RECEIPT_LINK_MS). */
export const PAGE_RECEIPT_LINK_MS = 24 * 60 * 60_000
/** A monthly gift may be paused for one, two or three months. */
export const PAUSE_MONTHS = [1, 2, 3] as const
/** The donor is asked for a new card this long before the card's expiry month begins. */
export const ASK_FOR_NEW_CARD_DAYS = 30
