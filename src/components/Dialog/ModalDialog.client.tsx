'use client'

import dynamic from 'next/dynamic'
import type { ModalDialogProps } from './ModalDialogPanel.client'

// react-aria's overlay code is fetched the first time a dialog opens, not with every page.
const ModalDialogPanel = dynamic(() => import('./ModalDialogPanel.client').then((m) => m.ModalDialogPanel), { ssr: false })

/** A centred modal dialog (see ModalDialogPanel); renders nothing while closed. */
export function ModalDialog(props: ModalDialogProps) {
  return props.isOpen ? <ModalDialogPanel {...props} /> : null
}
