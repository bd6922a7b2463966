/** Facts of the specification that several tests check the site against. */

/** The six main menu sections, in the spec's order (site-frame spec §2, "Menu structure"). */
export const SECTION_SLUGS = [
  'about-prostate-cancer',
  'get-support',
  'get-involved',
  'our-impact',
  'ways-to-give',
  'about-us',
] as const
