import type { SupportAndAbout } from '@/payload-types'
import { telHref } from '@/utilities/contactHref'

type Blocks = NonNullable<SupportAndAbout['contact']>['blocks']

/** One card per service (support, events, office …) with its e-mail and telephone. */
export function ContactBlocks({ blocks }: { blocks: Blocks }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="contact-blocks">
      {(blocks ?? []).map((block, i) => (
        <li key={block.id ?? i} className="rounded-lg border border-navy/15 p-5">
          <h2 className="text-xl">{block.title}</h2>
          {block.email && (
            <p className="mt-2">
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </p>
          )}
          {block.phone && (
            <p className="mt-1">
              <a href={telHref(block.phone)}>{block.phone}</a>
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
