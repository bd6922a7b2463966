import type { VideoSliderBlock } from '@/payload-types'
import { parseYouTubeId } from '@/utilities/youtube'
import { posterSrc } from '../VideoEmbed/posterSrc'
import { VideoSlider } from '../lazyClients.client'
import type { SliderVideo } from './Component.client'

export function VideoSliderBlockView({ block }: { block: VideoSliderBlock }) {
  const videos: SliderVideo[] = (block.videos ?? []).flatMap((item, index) => {
    const videoId = parseYouTubeId(item.video)
    // Validated on save; an address that still fails (old data) is left out rather than shown broken.
    return videoId ? [{ key: item.id ?? String(index), videoId, title: item.title, poster: posterSrc(item.poster) }] : []
  })
  if (!videos.length) return null
  const headingId = `video-slider-${block.id ?? 'videos'}`
  return (
    <section aria-labelledby={headingId} data-testid="video-slider" data-print="hide" className="max-w-4xl">
      <h2 id={headingId} className="text-2xl">
        {block.heading}
      </h2>
      {block.intro && <p className="mt-3 max-w-[70ch]">{block.intro}</p>}
      <VideoSlider videos={videos} label={block.heading} />
    </section>
  )
}
