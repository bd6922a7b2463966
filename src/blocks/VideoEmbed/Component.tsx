import { LinkView } from '@/components/SmartLink/LinkView'
import type { VideoEmbedBlock } from '@/payload-types'
import { parseYouTubeId, parseYouTubeStart, youTubeWatchUrl } from '@/utilities/youtube'
import { YouTubeFacade } from '../lazyClients.client'
import { posterSrc } from './posterSrc'

export function VideoEmbedBlockView({ block }: { block: VideoEmbedBlock }) {
  const videoId = parseYouTubeId(block.video)
  // The field is validated on save; an id that still fails (old data) shows nothing rather than a broken frame.
  if (!videoId) return null
  const start = parseYouTubeStart(block.video)
  return (
    <figure className="max-w-3xl" data-print="hide">
      <YouTubeFacade videoId={videoId} title={block.title} start={start} poster={posterSrc(block.poster)} />
      <figcaption className="mt-3 space-y-1">
        <span className="block font-semibold text-navy">{block.title}</span>
        {block.caption && <span className="block text-muted">{block.caption}</span>}
        {/* Works without JavaScript, and for visitors who prefer YouTube's own page. */}
        <LinkView link={{ kind: 'external', href: youTubeWatchUrl(videoId, start) }} className="inline-block text-base">
          Watch on YouTube
        </LinkView>
      </figcaption>
    </figure>
  )
}
