/** Addresses of the fundraising pages, and the cache tag their readers share. */
export const campaignPath = (slug: string) => `/get-involved/fundraise/${slug}`
export const fundraiserPath = (slug: string) => `/fundraise/${slug}`
export const teamPath = (slug: string) => `/fundraise/team/${slug}`

/**
 * The donation form with the campaign's area chosen and the page credited: only the page's public
 * address goes into the link, nothing about the person.
 */
export const donateToPagePath = (pageSlug: string) => `/ways-to-give/donate-online?type=single&fundraiser_page=${encodeURIComponent(pageSlug)}`

/** Cleared whenever a gift lands or a page, team or campaign changes. */
export const FUNDRAISING_TAG = 'fundraising'
/** The longest a shown total may lag behind a gift even if a clearing is missed (seconds). */
export const FUNDRAISING_REVALIDATE_SECONDS = 10
