import { RichText } from '@/components/RichText'
import type { ReadMoreBlock } from '@/payload-types'
import { getOwnHosts } from '@/content/globals'
import { Chevron } from '../shared/Chevron'
import { SUMMARY_RESET } from '../shared/disclosure'

/**
 * Folded text behind one button, as a native <details>: the text is in the HTML, readable and
 * findable (find-in-page opens it) before or without scripts. The label stays the same in both
 * states: the browser announces whether the text is open, and the arrow shows it.
 */
export async function ReadMoreBlockView({ block }: { block: ReadMoreBlock }) {
  const ownHosts = await getOwnHosts()
  return (
    <div className="rounded-lg border border-navy/20 bg-sky-light p-6">
      <h2 className="text-2xl">{block.heading}</h2>
      {block.summary && <p className="mt-3 max-w-[70ch]">{block.summary}</p>}
      <details className="group mt-4">
        <summary
          className={`${SUMMARY_RESET} inline-flex cursor-pointer items-center gap-2 rounded-md border-2 border-navy bg-white px-4 py-2 font-semibold text-navy hover:bg-navy hover:text-white`}
        >
          {block.buttonLabel || 'Read more'}
          <Chevron className="group-open:rotate-180" />
        </summary>
        <div className="mt-5">
          <RichText data={block.content} ownHosts={ownHosts} />
        </div>
      </details>
    </div>
  )
}
