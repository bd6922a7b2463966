'use client'

import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import styles from './motion.module.css'

type Props = {
  isOpen: boolean
  /** Called when the dialog asks to close: Escape or a click on the backdrop (= Cancel). */
  onDismiss: () => void
  title: string
  /** Shown large under the title: the pending date or time. */
  summary: ReactNode
  children: ReactNode
  footer: ReactNode
  testId?: string
}

/**
 * The shell both pickers share: a react-aria modal (focus trapped, restored to the opener on
 * close), a coloured header with the title and the pending value, the view, and the buttons.
 */
export function WidgetDialog({ isOpen, onDismiss, title, summary, children, footer, testId }: Props) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss()
      }}
      isDismissable
      className={({ isEntering, isExiting }) =>
        `fixed inset-0 z-[60] flex items-center justify-center bg-black/50 p-4 ${isEntering ? styles.backdropEntering : ''} ${isExiting ? styles.backdropExiting : ''}`
      }
    >
      <Modal
        className={({ isEntering, isExiting }) =>
          `w-full max-w-[22rem] overflow-hidden rounded-lg bg-white shadow-2xl ${isEntering ? styles.modalEntering : ''} ${isExiting ? styles.modalExiting : ''}`
        }
      >
        <Dialog className="outline-none" data-testid={testId}>
          <div className="bg-navy px-5 py-4 text-white">
            <Heading slot="title" className="text-sm font-semibold uppercase tracking-wide text-white">
              {title}
            </Heading>
            <div className="mt-1 text-2xl font-bold" aria-live="polite">
              {summary}
            </div>
          </div>
          <div className="p-3">{children}</div>
          <div className="flex justify-end gap-2 border-t border-navy/10 px-3 py-2">{footer}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

export const footerButtonClass =
  'min-h-11 min-w-11 rounded px-3 py-2 font-semibold uppercase text-sky hover:bg-sky-light focus-visible:bg-sky-light'
