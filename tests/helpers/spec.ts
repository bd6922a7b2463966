/** Facts of the specification that several tests check the site against. */

/** The six main menu sections, in the order of the site's route map. */
export const SECTION_SLUGS = [
  'about-prostate-cancer',
  'get-support',
  'get-involved',
  'our-impact',
  'ways-to-give',
  'about-us',
] as const

const tree = (base: string, children: Record<string, string[]>) =>
  Object.entries(children).flatMap(([slug, grandchildren]) => [`${base}/${slug}`, ...grandchildren.map((g) => `${base}/${slug}/${g}`)])

/** The four information sections under /about-prostate-cancer and their pages, from the route map. */
export const INFORMATION_SECTIONS: Record<string, string[]> = {
  'what-is-prostate-cancer': ['the-prostate', 'what-is-cancer', 'risk-factors', 'signs-and-symptoms', 'statistics'],
  'diagnosis-and-staging': ['the-psa-test-and-the-dre', 'biopsy-and-imaging', 'choosing-a-treatment', 'grading-and-staging'],
  treatment: [
    'treatment-for-localized-prostate-cancer',
    'treatment-for-advanced-prostate-cancer',
    'alternate-or-non-routine-therapies',
    'when-your-cancer-returns',
  ],
  'living-with-prostate-cancer': [
    'incontinence',
    'nutrition',
    'exercise',
    'mental-health-and-wellness',
    'more-resources',
    'sex-with-and-after-cancer',
    'sleep',
  ],
}

/** Every address of the route map under /about-prostate-cancer. */
export const INFORMATION_PATHS = [
  '/about-prostate-cancer',
  ...tree('/about-prostate-cancer', { ...INFORMATION_SECTIONS, 'video-library': [] }),
]

/** Every address of the route map under /get-support. */
export const SUPPORT_PATHS = [
  '/get-support',
  ...tree('/get-support', {
    'more-resources-for-patients': [],
    'more-resources': ['if-i-were-tom', 'butts-in-motion-fitness', 'external-resources', 'newsletters'],
    'peer-support': [],
    'reef-knot-kits': [],
    'support-groups': [],
    'butts-in-motion': [],
    'if-i-were-tom': [],
    'support-group-councils': [],
  }),
]
