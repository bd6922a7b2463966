/** Addresses of the fundraising pages, and the cache tag their readers share. */
export const campaignPath = (slug: string) => `/get-involved/fundraise/${slug}`
export const fundraiserPath = (slug: string) => `/fundraise/${slug}`
export const teamPath = (slug: string) => `/fundraise/team/${slug}`

/**
 * The donation form with the campaign's area chosen and the page credited: only the page's public
 * address goes into the link, nothing about the person.
 */
export const donateToPagePath = (pageSlug: string) => `/ways-to-give/donate-online?type=single&fundraiser_page=${encodeURIComponent(pageSlug)}`

/** The fundraiser's own pages (sign-in by e-mailed link, edit, gifts, team); its cookie is scoped to this path. */
export const FUNDRAISER_ACCOUNT_PATH = '/my-fundraising'
export const FUNDRAISER_COOKIE = 'fundraiser_session'
/** Where a participant starts a page on a campaign. */
export const signUpPath = (campaignSlug: string) => `${campaignPath(campaignSlug)}/start`

/** Cleared whenever a gift lands or a page, team or campaign changes. */
export const FUNDRAISING_TAG = 'fundraising'
/** The longest a shown total may lag behind a gift even if a clearing is missed (seconds). */
export const FUNDRAISING_REVALIDATE_SECONDS = 10
