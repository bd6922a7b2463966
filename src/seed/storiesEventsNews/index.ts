import type { CollectionSlug, Payload } from 'payload'
import type { SeedLog } from '../index'
import { findIdByPath } from '../pages'
import { paragraph, richText } from '../lexical'
import { demoEvents } from './events'
import { ensureScenes, type SceneRequest } from './images'
import { demoInstagram } from './instagram'
import { demoNews } from './news'
import { demoStories, storyBody } from './stories'

const context = { disableRevalidate: true }
const DAY = 86_400_000

/** Noon in British Columbia on the day `days` from now, so the calendar day is the same everywhere in Canada. */
export function dayFromNow(days: number, now = new Date()): string {
  const d = new Date(now.getTime() + days * DAY)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 19, 0, 0)).toISOString()
}

async function existsBy(payload: Payload, collection: CollectionSlug, field: string, value: string): Promise<boolean> {
  const found = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    draft: true,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.length > 0
}

async function createOnce(
  payload: Payload,
  log: SeedLog,
  collection: CollectionSlug,
  key: { field: string; value: string },
  data: Record<string, unknown>,
): Promise<void> {
  if (await existsBy(payload, collection, key.field, key.value)) return
  await payload.create({ collection, data: { _status: 'published', ...data } as never, overrideAccess: true, context })
  log(`${collection}: created "${key.value.slice(0, 40)}".`)
}

const scene = (filename: string, alt: string, width = 1200, height = 800): SceneRequest => ({ filename, alt, width, height })

/**
 * Demo stories, events, news, Instagram posts, home hero slides and the home page's own
 * content. Idempotent: each document is created only when none has its slug (or caption).
 */
export async function seedStoriesEventsNews(payload: Payload, log: SeedLog): Promise<void> {
  const now = new Date()
  const requests: SceneRequest[] = [
    ...demoStories.map((s) => scene(`story-${s.slug}.png`, `Landscape picture for the story “${s.title}”`)),
    ...demoEvents.map((e) => scene(`event-${e.slug}.png`, `Landscape picture for the event “${e.title}”`)),
    ...demoEvents.slice(0, 3).map((e) => ({ filename: `event-logo-${e.slug}.png`, alt: `${e.title} logo`, width: 300, height: 300, kind: 'logo' as const })),
    ...demoNews.map((n) => scene(`news-${n.slug}.png`, `Landscape picture for the article “${n.title}”`)),
    ...Array.from({ length: 4 }, (_, i) => scene(`gallery-${i + 1}.png`, `Gallery picture ${i + 1}: hills and trees at dusk`)),
    ...demoInstagram.map((p) => scene(`ig-${p.key}.png`, `Instagram picture: ${p.caption.slice(0, 60)}`, 800, 800)),
    ...Array.from({ length: 3 }, (_, i) => scene(`ig-child-${i + 1}.png`, `Carousel picture ${i + 1}`, 800, 800)),
    ...Array.from({ length: 3 }, (_, i) => scene(`home-slide-${i + 1}.png`, `Hero picture ${i + 1}: a calm landscape`, 1920, 800)),
    scene('home-photo.png', 'Wide landscape of hills by the water at sunset', 1920, 700),
    { filename: 'partner-logo-1.png', alt: 'Partner logo: Provincial Health Partners (demo)', width: 300, height: 300, kind: 'logo' },
    { filename: 'partner-logo-2.png', alt: 'Partner logo: Canadian Men’s Health Network (demo)', width: 300, height: 300, kind: 'logo' },
  ]
  const img = await ensureScenes(payload, log, requests)
  const id = (filename: string) => img.get(filename) ?? null
  const gallery = (n: number) => Array.from({ length: n }, (_, i) => ({ image: id(`gallery-${i + 1}.png`), caption: `Gallery picture ${i + 1}` }))

  for (const [i, s] of demoStories.entries()) {
    await createOnce(payload, log, 'stories', { field: 'slug', value: s.slug }, {
      title: s.title,
      slug: s.slug,
      location: s.location,
      excerpt: s.excerpt,
      featuredImage: id(`story-${s.slug}.png`),
      headings: { subheading: s.subheading, headline: s.headline, description: s.description },
      content: storyBody(s.paragraphs),
      gallery: i % 2 === 0 ? gallery(3) : [],
      publishedAt: dayFromNow(-s.days, now),
    })
  }

  for (const [i, e] of demoEvents.entries()) {
    await createOnce(payload, log, 'events', { field: 'slug', value: e.slug }, {
      title: e.title,
      slug: e.slug,
      date: dayFromNow(e.days, now),
      location: e.location,
      featuredImage: id(`event-${e.slug}.png`),
      logo: i < 3 ? id(`event-logo-${e.slug}.png`) : null,
      description: richText(...e.text.map((t) => paragraph(t))),
      website: e.website ?? null,
      gallery: i < 2 ? gallery(3) : [],
    })
  }

  for (const n of demoNews) {
    await createOnce(payload, log, 'news-posts', { field: 'slug', value: n.slug }, {
      title: n.title,
      slug: n.slug,
      date: dayFromNow(-n.days, now),
      excerpt: n.excerpt,
      heroImage: id(`news-${n.slug}.png`),
      content: richText(...n.text.map((t) => paragraph(t))),
      gallery: n.gallery ? gallery(n.gallery) : [],
      buttons: n.buttons ?? [],
    })
  }

  for (const p of demoInstagram) {
    await createOnce(payload, log, 'instagram-posts', { field: 'caption', value: p.caption }, {
      mediaType: p.type,
      image: id(`ig-${p.key}.png`),
      caption: p.caption,
      timestamp: dayFromNow(-p.days, now),
      children: Array.from({ length: p.children ?? 0 }, (_, i) => ({ image: i === 0 ? id(`ig-${p.key}.png`) : id(`ig-child-${i}.png`) })),
    })
  }

  await seedHeroSlides(payload, log, id)
  await seedHomeGlobal(payload, log, id)
}

async function seedHeroSlides(payload: Payload, log: SeedLog, id: (f: string) => number | null): Promise<void> {
  const homeId = await findIdByPath(payload, '/')
  if (homeId === null) return
  const home = await payload.findByID({ collection: 'pages', id: homeId, depth: 0, draft: true, overrideAccess: true })
  if (home.heroSlides?.length) return
  await payload.update({
    collection: 'pages',
    id: homeId,
    data: {
      _status: home._status ?? 'published',
      heroSlides: [
        {
          title: 'You are not alone',
          description: 'Support, education and research for men with prostate cancer and the people who love them.',
          image: id('home-slide-1.png')!,
          learnMore: '/get-support',
        },
        {
          title: 'Find a support group near you',
          description: 'More than sixty groups across the province meet in person and online.',
          image: id('home-slide-2.png')!,
          learnMore: '/get-support/support-groups',
        },
        {
          title: 'Walk, ride or golf with us',
          description: 'Our events raise awareness and fund support, education and research.',
          image: id('home-slide-3.png')!,
          learnMore: '/get-involved/find-an-event',
        },
      ],
    },
    overrideAccess: true,
    context,
  })
  log('Pages: added the home hero slides.')
}

async function seedHomeGlobal(payload: Payload, log: SeedLog, id: (f: string) => number | null): Promise<void> {
  const current = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
  if (current.vision?.figures?.length) return
  await payload.updateGlobal({
    slug: 'home-page',
    data: {
      partnerLogos: [
        { name: 'Provincial Health Partners (demo)', logo: id('partner-logo-1.png')!, url: 'https://partner-one.example.net' },
        { name: 'Canadian Men’s Health Network (demo)', logo: id('partner-logo-2.png')!, url: 'https://partner-two.example.net' },
      ],
      vision: {
        heading: 'Our vision',
        text: 'That no man and no family faces prostate cancer alone. We provide leadership and resources for prostate cancer support, education and research across the province.',
        figures: [
          { value: '25+', label: 'years of service' },
          { value: '60+', label: 'support groups' },
          { value: '92', label: 'research projects funded' },
          { value: '5', label: 'staff' },
        ],
        facts: [{ text: 'Founded in 1997' }, { text: '1 in 8 Canadian men will be diagnosed with prostate cancer' }],
      },
      initiatives: [
        { title: 'Support groups', description: 'Men and families meeting in person and online across the province.', link: '/get-support/support-groups' },
        { title: 'Peer support', description: 'One-on-one conversations with a trained volunteer who has been there.', link: '/get-support/peer-support' },
        { title: 'Free information kits', description: 'Practical information mailed free of charge anywhere in Canada.', link: '/get-support/reef-knot-kits' },
        { title: 'Research grants', description: 'Funding for research that improves care and quality of life.', link: '/our-impact/grants' },
      ],
      photo: id('home-photo.png'),
    },
    overrideAccess: true,
    context,
  })
  log('Home page: filled the vision, initiatives and partner logos.')
}
