/**
 * The information pages the checker and its plan point to. Literal paths, not the seed's
 * PATHS, so that the browser's part of the checker does not load the seed's helpers; a unit
 * test keeps them equal.
 */
export const PLAN_LINKS = [
  { label: 'Risk factors', path: '/about-prostate-cancer/what-is-prostate-cancer/risk-factors' },
  { label: 'Signs and symptoms', path: '/about-prostate-cancer/what-is-prostate-cancer/signs-and-symptoms' },
  { label: 'The PSA test and the DRE', path: '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre' },
] as const
