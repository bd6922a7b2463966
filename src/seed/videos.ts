import type { Payload } from 'payload'
import { renderDemoImage, type DemoImage } from './media'
import type { SeedLog } from './index'

/**
 * Demo video library: 3 playlists and 12 videos, each with a locally generated still, so the
 * page requests nothing from YouTube until a visitor opens a video. The video ids are
 * placeholders (YouTube answers "video unavailable" for them); staff replace them with the
 * charity's own videos, or the YouTube sync brings the channel's.
 */

const playlists = [
  { slug: 'understanding-a-diagnosis', title: 'Understanding a diagnosis', order: 1 },
  { slug: 'treatment-choices', title: 'Treatment choices', order: 2 },
  { slug: 'living-well', title: 'Living well', order: 3 },
] as const

type PlaylistSlug = (typeof playlists)[number]['slug']

type DemoVideo = {
  videoId: string
  title: string
  description: string
  publishedAt: string
  playlists: PlaylistSlug[]
}

const videos: DemoVideo[] = [
  { videoId: 'demoVideo01', title: 'What the PSA test can and cannot tell you', description: 'A family doctor explains what a PSA result means, and why it is one step rather than an answer.', publishedAt: '2024-01-05T17:00:00Z', playlists: ['understanding-a-diagnosis'] },
  { videoId: 'demoVideo02', title: 'Questions to ask at your first appointment', description: 'A short list of questions that help you leave the appointment knowing what comes next.', publishedAt: '2023-11-14T17:00:00Z', playlists: ['understanding-a-diagnosis'] },
  { videoId: 'demoVideo03', title: 'Making sense of a biopsy report', description: 'The words on a pathology report, explained in plain language.', publishedAt: '2023-09-20T17:00:00Z', playlists: ['understanding-a-diagnosis'] },
  { videoId: 'demoVideo04', title: 'Telling your family', description: 'Men and their partners talk about sharing the news with children, parents and friends.', publishedAt: '2023-06-02T17:00:00Z', playlists: ['understanding-a-diagnosis', 'living-well'] },
  { videoId: 'demoVideo05', title: 'Active surveillance: watching closely', description: 'Why some men choose regular checks instead of treatment right away, and what the checks involve.', publishedAt: '2024-03-18T17:00:00Z', playlists: ['treatment-choices'] },
  { videoId: 'demoVideo06', title: 'Preparing for surgery', description: 'A nurse walks through the days before and after an operation, and what to pack.', publishedAt: '2023-10-11T17:00:00Z', playlists: ['treatment-choices'] },
  { videoId: 'demoVideo07', title: 'What radiation therapy feels like', description: 'Two men describe their treatment days, from the first visit to the last.', publishedAt: '2023-05-25T17:00:00Z', playlists: ['treatment-choices'] },
  { videoId: 'demoVideo08', title: 'Talking with your care team about side effects', description: 'How to raise side effects early, and who on your team can help with what.', publishedAt: '2022-12-07T17:00:00Z', playlists: ['treatment-choices', 'living-well'] },
  { videoId: 'demoVideo09', title: 'Pelvic floor exercises, step by step', description: 'A physiotherapist shows simple exercises you can do at home.', publishedAt: '2024-02-08T17:00:00Z', playlists: ['living-well'] },
  { videoId: 'demoVideo10', title: 'Staying active during and after treatment', description: 'Gentle ways to keep moving, and how to start again when you feel ready.', publishedAt: '2023-08-16T17:00:00Z', playlists: ['living-well'] },
  { videoId: 'demoVideo11', title: 'Looking after your mood', description: 'Worry and low mood are common. Men and counsellors share what helped them.', publishedAt: '2023-03-29T17:00:00Z', playlists: ['living-well'] },
  { videoId: 'demoVideo12', title: 'Finding a support group near you', description: 'Members of our groups describe a first meeting, and how to find one.', publishedAt: '2022-09-13T17:00:00Z', playlists: ['living-well'] },
]

const palettes: Array<[string, string, string]> = [
  ['#12284a', '#2f6fb0', '#f3b61f'],
  ['#0a1a33', '#3d6f95', '#a8c8d8'],
  ['#1d3557', '#457b9d', '#f1c27d'],
  ['#183a37', '#2d6a4f', '#e9c46a'],
]

/** A 640×360 still: a gradient, soft shapes, a play symbol and the title's first words (no outside pictures). */
function thumbnailImage(video: DemoVideo, index: number): DemoImage {
  const [dark, mid, accent] = palettes[index % palettes.length]!
  const words = video.title.split(' ')
  const lines = [words.slice(0, 4).join(' '), words.slice(4, 8).join(' ')].filter(Boolean)
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return {
    filename: `video-still-${video.videoId}.png`,
    alt: '',
    width: 640,
    height: 360,
    svg: () => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="${520 - (index % 3) * 40}" cy="${80 + (index % 4) * 20}" r="120" fill="#ffffff" opacity="0.06"/>
  <circle cx="${90 + (index % 5) * 30}" cy="300" r="90" fill="${accent}" opacity="0.18"/>
  <rect x="40" y="40" width="60" height="6" rx="3" fill="${accent}"/>
  ${lines.map((line, i) => `<text x="40" y="${100 + i * 44}" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escape(line)}</text>`).join('')}
</svg>`,
  }
}

async function seedPlaylists(payload: Payload, log: SeedLog): Promise<Map<PlaylistSlug, number>> {
  const ids = new Map<PlaylistSlug, number>()
  for (const playlist of playlists) {
    const found = await payload.find({
      collection: 'playlists',
      where: { slug: { equals: playlist.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs[0]) {
      ids.set(playlist.slug, found.docs[0].id)
      continue
    }
    const doc = await payload.create({
      collection: 'playlists',
      data: { ...playlist },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ids.set(playlist.slug, doc.id)
    log(`Playlists: created "${playlist.title}".`)
  }
  return ids
}

/** Finds the still by file name or uploads it once. */
async function ensureThumbnail(payload: Payload, image: DemoImage): Promise<number> {
  const existing = await payload.find({
    collection: 'video-thumbnails',
    where: { filename: { equals: image.filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await renderDemoImage(image)
  const doc = await payload.create({
    collection: 'video-thumbnails',
    data: {},
    file: { data, mimetype: 'image/png', name: image.filename, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return doc.id
}

export async function seedVideos(payload: Payload, log: SeedLog): Promise<void> {
  const playlistIds = await seedPlaylists(payload, log)
  let created = 0
  for (const [index, video] of videos.entries()) {
    const existing = await payload.find({
      collection: 'library-videos',
      where: { videoId: { equals: video.videoId } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    if (existing.docs[0]) continue
    const thumbnail = await ensureThumbnail(payload, thumbnailImage(video, index))
    await payload.create({
      collection: 'library-videos',
      data: {
        title: video.title,
        videoId: video.videoId,
        description: video.description,
        publishedAt: video.publishedAt,
        playlists: video.playlists.map((slug) => playlistIds.get(slug)!).filter(Boolean),
        thumbnail,
        source: 'admin',
        _status: 'published',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    created++
  }
  log(created ? `Videos: created ${created} demo videos.` : 'Videos: demo videos already present.')

  const settings = await payload.findGlobal({ slug: 'video-settings', depth: 0, overrideAccess: true })
  if (!settings.intro) {
    await payload.updateGlobal({
      slug: 'video-settings',
      data: {
        heading: settings.heading || 'Video Library',
        intro:
          'Doctors, nurses and men who have been through prostate cancer explain tests, treatments and everyday life. Choose a playlist or search by title.',
        subscribeUrl: settings.subscribeUrl && settings.subscribeUrl !== 'https://www.youtube.com/' ? settings.subscribeUrl : 'https://www.youtube.com/@example',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    log('Video library settings: filled in the page text and Subscribe link.')
  }
}

export const demoVideoCount = videos.length
export const demoPlaylistTitles = playlists.map((p) => p.title)
