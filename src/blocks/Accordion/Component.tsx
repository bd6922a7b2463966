import { RichText } from '@/components/RichText'
import type { AccordionBlock } from '@/payload-types'
import { Accordion } from './Accordion'
import { MediaBlockView } from '../MediaBlock/Component'
import { getOwnHosts } from '@/content/globals'

/** The answers are rendered here on the server, inside native <details> (see ./Accordion). */
export async function AccordionBlockView({ block }: { block: AccordionBlock }) {
  const ownHosts = await getOwnHosts()
  const items = (block.items ?? []).map((item, index) => ({
    id: item.id ?? `item-${index}`,
    title: item.title,
    content: (
      <>
        <RichText data={item.content} ownHosts={ownHosts} />
        {item.image && (
          <div className="mt-4">
            <MediaBlockView block={{ blockType: 'mediaBlock', media: item.image }} />
          </div>
        )}
      </>
    ),
  }))
  if (!items.length) return null
  return (
    <div>
      {block.heading && <h2 className="mb-4 text-2xl">{block.heading}</h2>}
      {/* Item titles sit one level under the block's heading, or act as section headings without one. */}
      <Accordion items={items} headingLevel={block.heading ? 3 : 2} name={`accordion-${block.id ?? items[0]!.id}`} />
    </div>
  )
}
