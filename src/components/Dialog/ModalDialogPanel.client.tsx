'use client'

import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'

export type ModalDialogProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}

/**
 * A centred dialog: react-aria traps focus inside, restores it on close, and closes on
 * Escape or a click on the backdrop. Pages use it through ModalDialog, which loads it lazily.
 */
export function ModalDialogPanel({ isOpen, onOpenChange, title, children }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-[60] flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-lg rounded-lg bg-white shadow-2xl">
        <Dialog className="relative p-6 outline-none">
          <Heading slot="title" className="pr-10 text-2xl">
            {title}
          </Heading>
          <Button
            slot="close"
            aria-label="Close"
            className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded text-2xl text-navy hover:bg-sky-light"
          >
            <span aria-hidden="true">×</span>
          </Button>
          <div className="mt-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
