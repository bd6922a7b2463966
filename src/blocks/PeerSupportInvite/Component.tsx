import { SmartLink } from '@/components/SmartLink'
import type { PeerSupportInviteBlock } from '@/payload-types'

/** A named region, so screen-reader users can find the invitation from the landmarks list. */
export function PeerSupportInviteBlockView({ block }: { block: PeerSupportInviteBlock }) {
  const headingId = `peer-invite-${block.id ?? 'box'}`
  return (
    <section
      aria-labelledby={headingId}
      data-testid="peer-support-invite"
      className="flex flex-col gap-4 rounded-lg border-l-8 border-sky bg-sky-light p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="max-w-[60ch]">
        <h2 id={headingId} className="text-2xl">
          {block.heading}
        </h2>
        <p className="mt-2 whitespace-pre-line">{block.text}</p>
      </div>
      {block.link?.url && block.link.label && (
        <SmartLink
          href={block.link.url}
          className="inline-block shrink-0 rounded-md bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-sky hover:text-white hover:underline"
        >
          {block.link.label}
        </SmartLink>
      )}
    </section>
  )
}
