/** The id of the "How to apply" section: the intro's button and the page's hash scroll aim at it. */
export const APPLY_ID = 'apply-for-grant'
