'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { useEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import type { NavNode } from '@/utilities/navigation'

type Props = { tree: NavNode[]; onClose: () => void; onSignUp: () => void }

const rowClass = 'flex min-h-12 items-center border-b border-white/15 text-white'
const linkClass = 'flex-1 px-5 py-3 text-lg text-white no-underline hover:bg-navy hover:text-white'
const levelButtonClass = 'flex h-12 w-14 items-center justify-center border-l border-white/15 text-2xl text-white hover:bg-navy'

/**
 * The open mobile menu: three levels, each a panel that slides in over the last. Any link
 * click closes every level. react-aria traps focus while it is open and gives focus back to
 * the "Open menu" button when it closes. Mounted only while open (see MobileMenu).
 */
export function MobileMenuPanel({ tree, onClose, onSignUp }: Props) {
  const [trail, setTrail] = useState<NavNode[]>([])
  const panelRef = useRef<HTMLDivElement>(null)

  const current = trail.at(-1)
  const entries = current ? current.children : tree

  // Move focus to the new panel's first control so screen reader users hear where they are.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus()
  }, [trail])

  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && onClose()} isDismissable className="fixed inset-0 z-50 bg-black/60 lg:hidden">
      <Modal className="fixed inset-y-0 right-0 w-full max-w-sm overflow-y-auto bg-navy-dark shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]">
        <Dialog aria-label="Menu" className="outline-none">
          <div className="flex items-center justify-between border-b border-white/15 px-3 py-2">
            {current ? (
              <Button onPress={() => setTrail(trail.slice(0, -1))} className="rounded px-3 py-2 text-white hover:bg-navy">
                <span aria-hidden="true">‹ </span>Back
              </Button>
            ) : (
              <span className="px-3 font-semibold text-white">Menu</span>
            )}
            <Button
              slot="close"
              aria-label="Close menu"
              className="flex h-11 w-11 items-center justify-center rounded text-3xl text-white hover:bg-navy"
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>

          <div ref={panelRef} key={current?.path ?? 'top'} className="motion-safe:animate-[slide-in_200ms_ease-out]">
            {current && (
              <Link href={current.href} onClick={onClose} className="block bg-navy px-5 py-3 text-lg font-bold text-white no-underline">
                {current.label}
                <span className="sr-only"> overview</span>
              </Link>
            )}
            <ul>
              {entries.map((entry) => (
                <li key={entry.href} className={rowClass}>
                  <Link href={entry.href} onClick={onClose} className={linkClass}>
                    {entry.label}
                  </Link>
                  {entry.children.length > 0 && (
                    <Button aria-label={`Show ${entry.label} pages`} onPress={() => setTrail([...trail, entry])} className={levelButtonClass}>
                      <span aria-hidden="true">›</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>

            {!current && (
              <ul className="mt-4">
                <li className={rowClass}>
                  <Link href="/news" onClick={onClose} className={linkClass}>
                    News
                  </Link>
                </li>
                <li className={rowClass}>
                  <Link href="/search" onClick={onClose} className={linkClass}>
                    Search
                  </Link>
                </li>
                <li className={rowClass}>
                  <Button
                    onPress={() => {
                      onClose()
                      onSignUp()
                    }}
                    className="flex-1 px-5 py-3 text-left text-lg text-white hover:bg-navy"
                  >
                    Sign up for our newsletter
                  </Button>
                </li>
                <li className="p-5">
                  <Link
                    href="/ways-to-give/donate"
                    onClick={onClose}
                    className="block rounded bg-donate px-5 py-3 text-center text-lg font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark"
                  >
                    Donate
                  </Link>
                </li>
              </ul>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
