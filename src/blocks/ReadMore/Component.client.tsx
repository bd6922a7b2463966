'use client'

import type { ReactNode } from 'react'
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components'
import { Chevron } from '../shared/Chevron'

type Props = { buttonLabel: string; children: ReactNode }

/**
 * Folded text behind one button. The label stays the same in both states: aria-expanded
 * already tells screen readers whether the text is open, and the arrow shows it.
 */
export function ReadMoreDisclosure({ buttonLabel, children }: Props) {
  return (
    <Disclosure className="group mt-4">
      <Button
        slot="trigger"
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border-2 border-navy bg-white px-4 py-2 font-semibold text-navy hover:bg-navy hover:text-white"
      >
        {buttonLabel}
        <Chevron className="group-data-expanded:rotate-180" />
      </Button>
      <DisclosurePanel className="mt-5">{children}</DisclosurePanel>
    </Disclosure>
  )
}
