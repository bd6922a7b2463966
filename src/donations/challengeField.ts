/** The form field carrying the ALTCHA widget's payload in a post to /api/donate. */
export const CHALLENGE_FIELD = 'altcha'
