/**
 * The short introductions of pages built in code (no global of their own): the page shows them
 * under its heading and search indexes the same words (src/search/sitePages.ts).
 */
export const FIND_A_GROUP_INTRO = 'Groups meet across the province. Choose a town to see when and where it meets and who to contact.'
export const EVENTS_INTRO = 'Walk, ride, golf or gather with us. Every event raises awareness and supports men and families affected by prostate cancer.'
export const EVENTS_TEXT =
  'Our events are organised by volunteers and supporters in communities across the province. Come on your own, with family or as a team.'
export const NEWS_INTRO = 'News from the foundation: support groups, events, research and the people who make them happen.'
export const STORIES_HEADING = 'HE’S THE REASON / PATIENT STORIES'
export const STORIES_INTRO = 'Men across the province share their experience of prostate cancer, in their own words.'
export const WAYS_TO_GIVE_INTRO = 'Every gift supports men and families living with prostate cancer.'
export const DONATE_INTRO =
  'Choose a single gift or a monthly gift, in your own name or in memory or in honour of someone. It takes about two minutes.'
export const DONATE_ONLINE_INTRO = 'Your gift is processed securely. We never keep your card number.'
