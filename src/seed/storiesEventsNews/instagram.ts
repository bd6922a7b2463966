/** Fifteen demo Instagram posts: three carousels, one video, one caption over 550 characters. */
const LONG_CAPTION = [
  'What a morning at the walk! Thank you to every walker, runner, volunteer and sponsor who joined us by the water today.',
  'We started with a few words from men in our support groups, who reminded us why we walk: to make sure no man and no family faces prostate cancer alone.',
  'Families walked together, teams wore matching shirts, and more than a few dogs completed the full distance.',
  'The money raised today will help keep support groups meeting in towns across the province, mail free information kits to anyone who asks, and fund research that improves care.',
  'If you could not make it this year, there are many other ways to get involved: volunteer at an event, start a team for next year, or simply share this post with someone who might need to hear about us.',
  'See you next year! #MensHealth #CommunitySupport',
].join(' ')

export const demoInstagram: Array<{ key: string; caption: string; days: number; type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'; children?: number }> = [
  { key: 'walk-morning', caption: LONG_CAPTION, days: 3, type: 'CAROUSEL_ALBUM', children: 3 },
  { key: 'volunteers-tent', caption: 'Our volunteers had the tent up before sunrise. Thank you, team!', days: 4, type: 'IMAGE' },
  { key: 'support-group-coffee', caption: 'Coffee, conversation and company at this month’s support group meeting.', days: 9, type: 'IMAGE' },
  { key: 'ride-start', caption: 'Engines ready at the start of the West Coast Ride to Live.', days: 14, type: 'VIDEO' },
  { key: 'kits-packed', caption: 'Information kits packed and ready to mail on Wednesday.', days: 18, type: 'IMAGE' },
  { key: 'golf-day', caption: 'Sunny skies for Pars for Prostate. Swipe for the best putts of the day.', days: 22, type: 'CAROUSEL_ALBUM', children: 3 },
  { key: 'info-evening', caption: 'A full room at our information evening on living well after treatment.', days: 27, type: 'IMAGE' },
  { key: 'partners-evening', caption: 'Thank you to the partners and families who joined us for an evening of sharing.', days: 33, type: 'IMAGE' },
  { key: 'seawall', caption: 'Saturday walk on the seawall with the Nanaimo group.', days: 38, type: 'IMAGE' },
  { key: 'french-kits', caption: 'Nos trousses d’information sont maintenant offertes en français.', days: 44, type: 'IMAGE' },
  { key: 'exercise-class', caption: 'Gentle exercise classes are back. Everyone moves at his own pace.', days: 51, type: 'IMAGE' },
  { key: 'health-fair', caption: 'Say hello at our table at the community health fair.', days: 58, type: 'CAROUSEL_ALBUM', children: 2 },
  { key: 'leaders-workshop', caption: 'Support group leaders learning from each other.', days: 66, type: 'IMAGE' },
  { key: 'winter-walk', caption: 'Hot drinks after a brisk winter walk.', days: 80, type: 'IMAGE' },
  { key: 'new-website', caption: 'Our new website is live. Link in bio.', days: 95, type: 'IMAGE' },
]
