import { isProductionSite } from '@/utilities/runtimeEnv'
import type { PageData } from './pages'

/**
 * The video the demo's embeds show until the charity has its own (Blender's open movie "Big Buck
 * Bunny"): each embed's title says what its video will be about, and its caption says it is a
 * sample. It is not about prostate cancer, so a production site is seeded without it: its pages
 * leave those places empty until staff add the charity's videos.
 */
export const SAMPLE_VIDEO_ID = 'aqz-KE-bpKQ'
export const SAMPLE_CAPTION = 'Sample video: it only shows where this video will appear, and will be replaced.'

type LayoutBlock = NonNullable<PageData['layout']>[number]

function isSample(block: LayoutBlock): boolean {
  if (block.blockType === 'videoEmbed') return block.video === SAMPLE_VIDEO_ID
  if (block.blockType === 'videoSlider') return block.videos.every((v) => v.video === SAMPLE_VIDEO_ID)
  return false
}

/** The page without the sample videos. */
export function withoutSampleVideos(data: PageData): PageData {
  return data.layout ? { ...data, layout: data.layout.filter((block) => !isSample(block)) } : data
}

/** What the seed creates: the page as written on a demo site, without the sample videos on a production one. */
export function forThisSite(data: PageData): PageData {
  return isProductionSite() ? withoutSampleVideos(data) : data
}
