import { RichText } from '@/components/RichText'
import type { ReadMoreBlock } from '@/payload-types'
import { ReadMoreDisclosure } from '../lazyClients.client'
import { getOwnHosts } from '@/content/globals'

export async function ReadMoreBlockView({ block }: { block: ReadMoreBlock }) {
  const ownHosts = await getOwnHosts()
  return (
    <div className="rounded-lg border border-navy/20 bg-sky-light p-6">
      <h2 className="text-2xl">{block.heading}</h2>
      {block.summary && <p className="mt-3 max-w-[70ch]">{block.summary}</p>}
      <ReadMoreDisclosure buttonLabel={block.buttonLabel || 'Read more'}>
        <RichText data={block.content} ownHosts={ownHosts} />
      </ReadMoreDisclosure>
    </div>
  )
}
