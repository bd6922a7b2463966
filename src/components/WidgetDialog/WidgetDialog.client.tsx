'use client'

import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import styles from './motion.module.css'

type Props = {
  isOpen: boolean
  /** Cancel: the Cancel button, Escape or a click on the backdrop. */
  onDismiss: () => void
  /** The Clear button: empties the field and closes. */
  onClear: () => void
  /** The Ok button: takes the pending value and closes. */
  onConfirm: () => void
  title: string
  /** Shown large under the title: the pending date or time. */
  summary: ReactNode
  children: ReactNode
  testId?: string
}

/**
 * The shell both pickers share: a react-aria modal (focus trapped, restored to the opener on
 * close), a coloured header with the title and the pending value, the view, and the Clear,
 * Cancel and Ok buttons.
 */
export function WidgetDialog({ isOpen, onDismiss, onClear, onConfirm, title, summary, children, testId }: Props) {
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
          <div className="flex justify-end gap-2 border-t border-navy/10 px-3 py-2">
            <Button onPress={onClear} className={footerButtonClass}>
              Clear
            </Button>
            <Button onPress={onDismiss} className={footerButtonClass}>
              Cancel
            </Button>
            <Button onPress={onConfirm} className={footerButtonClass}>
              Ok
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

const footerButtonClass =
  'min-h-11 min-w-11 rounded px-3 py-2 font-semibold uppercase text-sky hover:bg-sky-light focus-visible:bg-sky-light'
