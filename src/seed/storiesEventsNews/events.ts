/** Eight demo events: three before the day the seed runs and five after it. */
export const demoEvents = [
  {
    slug: 'fathers-day-walk-run',
    title: 'Father’s Day Walk / Run',
    location: 'Stanley Park, Vancouver',
    days: 12,
    website: 'https://walk.example.net',
    text: [
      'Join families, friends and teams for a 5 km walk or run along the seawall. Every distance is welcome, strollers and dogs on leashes too. Registration opens at 8 a.m. at the park pavilion, and the walk starts at 9 a.m.',
      'Funds raised support local support groups and the free information kits we mail to men and families across the province.',
    ],
  },
  {
    slug: 'west-coast-ride-to-live',
    title: 'West Coast Ride to Live',
    location: 'Departing from Langley, BC',
    days: 26,
    website: 'https://ride.example.net',
    text: [
      'A motorcycle ride through the Fraser Valley, with a barbecue at the finish. Riders of every experience level are welcome; the route is planned on quiet roads with regular rest stops.',
      'Bring your friends, wear your blue, and help us raise awareness among men who may not yet be talking to their doctors.',
    ],
  },
  {
    slug: 'pars-for-prostate',
    title: 'Pars for Prostate golf tournament',
    location: 'Riverside Golf Club, Kelowna',
    days: 40,
    text: [
      'Eighteen holes of friendly golf, a shotgun start and dinner afterwards. Teams of four or single players welcome; we will find you a group.',
      'Hole sponsorships are available for local businesses. Please contact our events team for details.',
    ],
  },
  {
    slug: 'information-evening-kamloops',
    title: 'Information evening: living well after treatment',
    location: 'Kamloops Public Library',
    days: 5,
    text: [
      'An evening of short talks and open conversation about life after treatment: energy, exercise, continence and relationships. Partners and family members are very welcome.',
      'Light refreshments will be served. There is no cost, but please let us know you are coming so we can set out enough chairs.',
    ],
  },
  {
    slug: 'support-group-leaders-workshop',
    title: 'Support group leaders’ workshop',
    location: 'Online',
    days: 75,
    text: [
      'A half-day workshop for volunteers who lead or help run a support group: welcoming new members, keeping meetings on track, and looking after yourself as a volunteer.',
      'The workshop is held online. A link will be sent to everyone who registers.',
    ],
  },
  {
    slug: 'spring-gala',
    title: 'Spring gala dinner',
    location: 'Harbourfront Hotel, Victoria',
    days: -20,
    text: [
      'Our spring dinner brought together supporters, volunteers and families for an evening of music and stories. Thank you to everyone who came and to our generous sponsors.',
    ],
  },
  {
    slug: 'community-health-fair',
    title: 'Community health fair',
    location: 'Surrey Civic Plaza',
    days: -45,
    text: [
      'Our volunteers hosted an information table at the community health fair, answering questions and handing out information kits. Thank you to everyone who stopped by.',
    ],
  },
  {
    slug: 'winter-walk',
    title: 'Winter walk for men’s health',
    location: 'Waterfront Park, North Vancouver',
    days: -90,
    text: ['A brisk morning walk by the water to start the year, followed by hot drinks and conversation.'],
  },
]
