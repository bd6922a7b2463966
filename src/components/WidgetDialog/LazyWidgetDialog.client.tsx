'use client'

import dynamic from 'next/dynamic'
import { useState, type ComponentProps } from 'react'
import type { WidgetDialog } from './WidgetDialog.client'

const WidgetDialogCode = dynamic(() => import('./WidgetDialog.client').then((m) => m.WidgetDialog), { ssr: false })

/**
 * The pickers' dialog, with its code (react-aria's modal, the larger part of a picker) fetched
 * the first time the dialog opens rather than with the form that holds the picker. Closed, the
 * dialog draws nothing, so the server-drawn form is the same either way. Once opened it stays
 * mounted, so closing animates and returns focus as before.
 */
export function LazyWidgetDialog(props: ComponentProps<typeof WidgetDialog>) {
  const [opened, setOpened] = useState(props.isOpen)
  // Remembered during render (React's pattern for state derived from earlier props): no extra effect pass.
  if (props.isOpen && !opened) setOpened(true)
  return opened ? <WidgetDialogCode {...props} /> : null
}
