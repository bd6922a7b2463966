import type { ReactNode } from 'react'
import type { Page } from '@/payload-types'
import { AccordionBlockView } from './Accordion/Component'
import { CallToActionBlockView } from './CallToAction/Component'
import { LinkListBlockView } from './LinkList/Component'
import { MediaBlockView } from './MediaBlock/Component'
import { ReadMoreBlockView } from './ReadMore/Component'
import { RichTextBlockView } from './RichText/Component'
import { TableBlockView } from './Table/Component'
import { VideoEmbedBlockView } from './VideoEmbed/Component'
import { FormBlockView } from './Form/Component'
import { PeerSupportInviteBlockView } from './PeerSupportInvite/Component'
import { VideoSliderBlockView } from './VideoSlider/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type BlockView<T extends BlockType> = (props: { block: Extract<LayoutBlock, { blockType: T }> }) => ReactNode | Promise<ReactNode>

/** One view per block slug; the type makes a new block in the schema fail to compile until it has one. */
const blockViews: { [T in BlockType]: BlockView<T> } = {
  richText: RichTextBlockView,
  mediaBlock: MediaBlockView,
  videoEmbed: VideoEmbedBlockView,
  accordion: AccordionBlockView,
  readMore: ReadMoreBlockView,
  callToAction: CallToActionBlockView,
  linkList: LinkListBlockView,
  table: TableBlockView,
  formBlock: FormBlockView,
  peerSupportInvite: PeerSupportInviteBlockView,
  videoSlider: VideoSliderBlockView,
}

/**
 * A page's layout blocks in order, as siblings (the caller sets the spacing between them).
 * A block type without a view (for example one removed from the schema but still in old
 * data) renders nothing.
 */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        if (!Object.hasOwn(blockViews, block.blockType)) return null
        // TypeScript cannot tie the looked-up view to this block's own type; the map's type guarantees it.
        const View = blockViews[block.blockType] as (props: { block: LayoutBlock }) => ReactNode | Promise<ReactNode>
        return <View key={block.id ?? index} block={block} />
      })}
    </>
  )
}
