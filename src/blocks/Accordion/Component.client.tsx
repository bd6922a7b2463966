'use client'

import type { ReactNode } from 'react'
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components'
import { Chevron } from '../shared/Chevron'

export type AccordionEntry = { id: string; title: string; content: ReactNode }

type Props = { items: AccordionEntry[]; headingLevel: 2 | 3 }

/**
 * Questions that fold open one at a time: DisclosureGroup allows a single expanded item
 * unless told otherwise, and gives each button aria-expanded and aria-controls.
 */
export function Accordion({ items, headingLevel }: Props) {
  return (
    <DisclosureGroup className="divide-y divide-navy/20 border-y border-navy/20">
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="group">
          <Heading level={headingLevel} className="text-lg">
            <Button
              slot="trigger"
              className="flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left font-bold text-navy hover:text-sky"
            >
              <span>{item.title}</span>
              <Chevron className="group-data-expanded:rotate-180" />
            </Button>
          </Heading>
          <DisclosurePanel className="pb-6">{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  )
}
