/** Ten demo news posts, newest first; some carry buttons and a gallery. */
export const demoNews: Array<{
  slug: string
  title: string
  days: number
  excerpt: string
  text: string[]
  buttons?: Array<{ name: string; url: string; color: 'lightBlue' | 'darkBlue' }>
  gallery?: number
}> = [
  {
    slug: 'new-support-group-in-the-kootenays',
    title: 'A new support group in the Kootenays',
    days: 8,
    excerpt: 'Men and families in the Kootenays now have a support group that meets close to home, once a month.',
    text: [
      'We are glad to welcome a new support group in the Kootenays. It meets on the first Tuesday of each month in the evening, and partners are welcome.',
      'The group was started by two men who had been driving for hours to attend meetings elsewhere. They wanted a place closer to home, and the community answered.',
    ],
    buttons: [
      { name: 'Find a support group', url: '/get-support/support-groups', color: 'darkBlue' },
      { name: 'Contact us', url: '/about-us/contact-us', color: 'lightBlue' },
    ],
    gallery: 3,
  },
  {
    slug: 'thank-you-to-our-walk-volunteers',
    title: 'Thank you to our walk volunteers',
    days: 25,
    excerpt: 'More than a hundred volunteers helped at this year’s walks. Here is a look back at the day.',
    text: [
      'Volunteers set up tents before sunrise, handed out water, cheered at the finish line and packed everything away again in the afternoon. We could not hold these events without them.',
      'If you would like to help next year, our volunteer page explains how to sign up.',
    ],
    buttons: [{ name: 'Volunteer with us', url: '/get-involved/volunteer', color: 'darkBlue' }],
    gallery: 4,
  },
  {
    slug: 'information-kits-now-in-french',
    title: 'Information kits now available in French',
    days: 50,
    excerpt: 'Our free information kit for men and families can now be ordered in French.',
    text: [
      'Many families asked for it, and it is now ready: the free information kit can be ordered in French. Simply tick the box when you order.',
      'The French kit (la trousse d’information en français) holds the same booklets, reviewed by French-speaking nurses in Québec and British Columbia.',
      'Kits are mailed anywhere in Canada at no cost.',
    ],
    buttons: [{ name: 'Order a kit', url: '/get-support/reef-knot-kits', color: 'lightBlue' }],
  },
  {
    slug: 'research-grants-open',
    title: 'Research grant applications are open',
    days: 75,
    excerpt: 'Researchers in the province can now apply for this year’s grants.',
    text: [
      'Applications for this year’s research grants are open. Grants support projects that improve care and quality of life for men and families affected by prostate cancer.',
      'The grants page explains who can apply and how.',
    ],
    buttons: [{ name: 'How to apply', url: '/our-impact/grants', color: 'darkBlue' }],
  },
  {
    slug: 'partners-evening',
    title: 'An evening for partners and families',
    days: 100,
    excerpt: 'Partners and family members shared what helped them at our first evening just for them.',
    text: [
      'Partners often carry worry quietly. Our first evening just for partners and families gave them space to talk with each other and with counsellors.',
      'We plan to hold these evenings twice a year in different parts of the province.',
    ],
    gallery: 2,
  },
  {
    slug: 'annual-report-published',
    title: 'Our annual report is published',
    days: 130,
    excerpt: 'Read how your support was put to work over the past year.',
    text: ['Our annual report sets out what we did over the year and how every dollar was used. Thank you to every donor, volunteer and partner.'],
    buttons: [{ name: 'Read the annual report', url: '/about-us/annual-report', color: 'lightBlue' }],
  },
  {
    slug: 'exercise-classes-return',
    title: 'Exercise classes return this autumn',
    days: 160,
    excerpt: 'Gentle group exercise classes for men during and after treatment start again in the autumn.',
    text: ['Gentle group exercise classes for men during and after treatment start again in the autumn. Classes are led by qualified instructors and adapted to each person.'],
  },
  {
    slug: 'peer-support-volunteers-trained',
    title: 'New peer support volunteers trained',
    days: 190,
    excerpt: 'Twelve new volunteers are ready to talk one-on-one with men who have just been diagnosed.',
    text: ['Twelve new volunteers finished their peer support training this month. Each has been through diagnosis and treatment and is ready to listen.'],
  },
  {
    slug: 'father-and-son-golf',
    title: 'A father-and-son day on the golf course',
    days: 220,
    excerpt: 'Fathers, sons and grandsons teamed up for a day of golf and conversation about men’s health.',
    text: ['Fathers, sons and grandsons teamed up for a relaxed day of golf. Between holes, many of them talked about men’s health for the first time.'],
    gallery: 2,
  },
  {
    slug: 'welcome-to-our-new-website',
    title: 'Welcome to our new website',
    days: 260,
    excerpt: 'Our new website makes it easier to find support, events and information.',
    text: ['Our new website makes it easier to find a support group, an event near you, or information about prostate cancer. We would love to hear what you think.'],
  },
]
