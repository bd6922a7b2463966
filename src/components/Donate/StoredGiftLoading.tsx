import Link from '@/components/IntentLink/IntentLink.client'
import type { ReactNode } from 'react'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { useScriptRunning } from '@/components/useScriptRunning'

/**
 * While the answer to a gift is read from this browser's storage. The server cannot read that
 * storage, so without JavaScript nothing would ever load: the page says where gifts are instead.
 */
export function StoredGiftLoading({ label = 'Loading…', noScript = <NothingStoredHere /> }: { label?: string; noScript?: ReactNode }) {
  const scripted = useScriptRunning()
  return (
    <>
      <noscript>{noScript}</noscript>
      <p hidden={!scripted} className="mx-auto max-w-3xl px-4 py-16 text-muted">
        {label}
      </p>
    </>
  )
}

function NothingStoredHere() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" data-testid="nothing-stored-here">
      <h1 className="text-3xl">Nothing to show here</h1>
      <p className="mt-4">
        This page shows what happened to a gift straight after it is made in this browser. Your gifts and receipts are kept in <Link href={MY_GIVING_PATH}>My giving</Link>.
      </p>
    </div>
  )
}
