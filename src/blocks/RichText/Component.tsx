import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'
import { getOwnHosts } from '@/content/globals'

export async function RichTextBlockView({ block }: { block: RichTextBlock }) {
  return <RichText data={block.content} ownHosts={await getOwnHosts()} />
}
