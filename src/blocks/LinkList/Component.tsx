import { SmartLink } from '@/components/SmartLink'
import type { LinkListBlock } from '@/payload-types'

export function LinkListBlockView({ block }: { block: LinkListBlock }) {
  const links = (block.links ?? []).filter((link) => link.url && link.label)
  if (!links.length) return null
  return (
    <div>
      <h2 className="text-2xl">{block.heading}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {links.map((link, index) => (
          // Only the link text is a link: the description stays plain text, so nothing interactive is nested.
          <li key={link.id ?? index} className="rounded-lg border border-navy/20 p-5">
            <SmartLink href={link.url} className="text-lg font-semibold">
              {link.label}
            </SmartLink>
            {link.description && <p className="mt-2 text-muted">{link.description}</p>}
          </li>
        ))}
      </ul>
    </div>
  )
}
