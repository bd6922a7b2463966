/** Where each kind of content lives on the site (also used by search and revalidation). */
export const STORIES_PATH = '/our-impact/patient-stories'
export const EVENTS_PATH = '/get-involved/find-an-event'
export const NEWS_PATH = '/news'
export const SEARCH_PATH = '/search'

export const storyPath = (slug: string) => `${STORIES_PATH}/${slug}`
export const eventPath = (slug: string) => `${EVENTS_PATH}/${slug}`
export const newsPath = (slug: string) => `${NEWS_PATH}/${slug}`

export const NEWSLETTERS_PATH = '/get-support/more-resources/newsletters'
export const TEAM_PATH = '/about-us/our-team'
export const SUPPORT_GROUPS_PATH = '/get-support/support-groups'
export const FIND_A_GROUP_PATH = '/get-support/support-groups/find-a-group'
export const COUNCILS_PATH = '/get-support/support-group-councils'
export const BUTTS_IN_MOTION_PATH = '/get-support/butts-in-motion'
export const GRANTS_PATH = '/our-impact/grants'
export const MISSION_PATH = '/about-us/mission'
export const CONTACT_PATH = '/about-us/contact-us'
export const ANNUAL_REPORT_PATH = '/about-us/annual-report'
export const VIDEO_LIBRARY_PATH = '/about-prostate-cancer/video-library'

/** The donation pages that show Donation Settings. */
export const WAYS_TO_GIVE_PATH = '/ways-to-give'
export const ALTERNATIVE_WAYS_PATH = '/ways-to-give/alternative-ways-to-support-us'
export const TAX_RECEIPT_PATH = '/ways-to-give/tax-receipt'

/** Addresses that show one member or group: the list page scrolls to the element whose id is the slug. */
export const teamMemberUrl = (slug: string) => `${TEAM_PATH}#${slug}`
export const supportGroupUrl = (slug: string) => `${FIND_A_GROUP_PATH}#${slug}`

/** The risk checker and its conversation plan. */
export const RISK_CHECKER_PATH = '/about-prostate-cancer/check-your-risk'
export const RISK_PLAN_PATH = `${RISK_CHECKER_PATH}/plan`
export const RISK_PLAN_PDF_PATH = `${RISK_CHECKER_PATH}/plan.pdf`
export const RISK_REMINDER_PATH = `${RISK_CHECKER_PATH}/reminder`
export const RISK_REMINDER_CONFIRM_PATH = `${RISK_REMINDER_PATH}/confirm`
export const RISK_REMINDER_STOP_PATH = `${RISK_REMINDER_PATH}/stop`
