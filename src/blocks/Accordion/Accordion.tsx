import type { ReactNode } from 'react'
import { Chevron } from '../shared/Chevron'
import { SUMMARY_RESET } from '../shared/disclosure'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

type Props = {
  items: AccordionEntry[]
  headingLevel: 2 | 3
  /** Shared by the items, unique on the page: two accordions must not close each other's items. */
  name: string
}

/**
 * Questions that fold open one at a time, as native <details> with no script: the answers are
 * in the HTML, so they can be read and found (find-in-page opens the item holding a match)
 * with scripts off or still loading. The items share one `name`, which makes the browser close
 * the open item when another opens (an exclusive accordion). Each summary is the button:
 * focusable, toggled with Enter or Space, its open state announced by the browser; the title
 * inside it stays a heading.
 */
export function Accordion({ items, headingLevel, name }: Props) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="divide-y divide-navy/20 border-y border-navy/20">
      {items.map((item) => (
        <details key={item.id} name={name} className="group">
          <summary
            className={`${SUMMARY_RESET} flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left font-bold text-navy hover:text-sky`}
          >
            <Title className="text-lg text-inherit">{item.title}</Title>
            <Chevron className="group-open:rotate-180" />
          </summary>
          <div className="pb-6">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
