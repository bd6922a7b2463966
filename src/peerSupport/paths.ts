/** Addresses of peer support's own pages. */
export const VOLUNTEER_PATH = '/peer-volunteer'
export const VOLUNTEER_COOKIE = 'peer_volunteer_session'
export const FOLLOW_UP_PATH = '/peer-support/follow-up'
/** Hours after an introduction without "I called" before the volunteer, then Support, is reminded. */
export const REMIND_VOLUNTEER_AFTER_H = 48
export const ALERT_SUPPORT_AFTER_H = 72
/** Days after the first call before the person is asked whether it helped. */
export const FOLLOW_UP_AFTER_DAYS = 14
