'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'
import { ModalDialog } from '@/components/Dialog/ModalDialog.client'
import type { NavNode } from '@/utilities/navigation'

type Props = { tree: NavNode[]; newsletterForm: ReactNode }

const loadPanel = () => import('./MobileMenuPanel.client')
// The open menu (and react-aria's overlay code) is fetched when a visitor reaches for the
// button, not with every page: most visitors never open it.
const MobileMenuPanel = dynamic(() => loadPanel().then((m) => m.MobileMenuPanel), { ssr: false })
const preload = () => void loadPanel().catch(() => undefined)

/** The "Open menu" button of small screens, the slide-in menu it opens and the menu's newsletter sign-up dialog. */
export function MobileMenu({ tree, newsletterForm }: Props) {
  const [isOpen, setOpen] = useState(false)
  const [signUpOpen, setSignUpOpen] = useState(false)

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        data-menu-button
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => setOpen(true)}
        className="flex h-11 w-11 items-center justify-center rounded text-white hover:bg-navy-dark lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>

      {isOpen && <MobileMenuPanel tree={tree} onClose={() => setOpen(false)} onSignUp={() => setSignUpOpen(true)} />}

      <ModalDialog isOpen={signUpOpen} onOpenChange={setSignUpOpen} title="Sign up for our newsletter">
        {newsletterForm}
      </ModalDialog>
    </>
  )
}
