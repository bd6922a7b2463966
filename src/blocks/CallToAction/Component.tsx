import { SmartLink } from '@/components/SmartLink'
import type { CallToActionBlock } from '@/payload-types'

export function CallToActionBlockView({ block }: { block: CallToActionBlock }) {
  return (
    <div className="rounded-lg bg-navy p-6 text-white sm:p-8">
      <h2 className="text-2xl text-white">{block.heading}</h2>
      {block.text && <p className="mt-3 max-w-[65ch] whitespace-pre-line">{block.text}</p>}
      {block.link?.url && block.link.label && (
        <SmartLink
          href={block.link.url}
          className="mt-5 inline-block rounded-md bg-white px-5 py-3 font-semibold text-navy no-underline hover:bg-sky-light hover:text-navy hover:underline"
        >
          {block.link.label}
        </SmartLink>
      )}
    </div>
  )
}
