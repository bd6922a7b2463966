'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { CardFrame, type CardFrameHandle } from '@/components/CardFrame/CardFrame.client'
import { useScriptRunning } from '@/components/useScriptRunning'
import type { CardFrame as CardFrameConfig } from '@/donations/cardFrame/cardFrameConfig'
import { CARD_BIN_FIELD, CARD_TOKEN_FIELD } from '@/donations/cardTokenFields'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { buttonClass } from './styles'

/**
 * "Replace your card": the new card is typed into the processor's frame; on Save the frame is
 * asked for a temporary token, which the form posts (a plain form post, answered 303 as every
 * My giving change) in place of the card. Without JavaScript the frame cannot give a token, so
 * `noScript` says so in place of the form.
 */
export function ReplaceCardForm({ frame, csrf, gift, error, noScript }: { frame: CardFrameConfig; csrf: string; gift: number; error?: string; noScript: ReactNode }) {
  const scripted = useScriptRunning()
  const frameRef = useRef<CardFrameHandle>(null)
  const tokenRef = useRef<HTMLInputElement>(null)
  const binRef = useRef<HTMLInputElement>(null)
  const [frameError, setFrameError] = useState(error)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setSending(true)
    const answer = await (frameRef.current?.tokenize() ?? Promise.resolve(null))
    if (!answer?.ok) {
      setFrameError(answer ? answer.message : 'The card field did not load. Please reload the page.')
      setSending(false)
      document.getElementById(CARD_TOKEN_FIELD)?.focus()
      return
    }
    tokenRef.current!.value = answer.dataKey
    binRef.current!.value = answer.bin
    // The native submission (no submit event again): the page is answered with a 303 as before.
    form.submit()
  }

  return (
    <>
      <noscript>{noScript}</noscript>
      <form hidden={!scripted} method="post" action={`${MY_GIVING_PATH}/monthly`} aria-label="New card" className="mt-6 max-w-md space-y-4" noValidate onSubmit={submit}>
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="gift" value={gift} />
        <input type="hidden" name="action" value="replace-card" />
        <input ref={tokenRef} type="hidden" name={CARD_TOKEN_FIELD} defaultValue="" />
        <input ref={binRef} type="hidden" name={CARD_BIN_FIELD} defaultValue="" />
        <CardFrame ref={frameRef} frame={frame} error={frameError} />
        <div className="flex flex-wrap items-center gap-6">
          <button type="submit" className={buttonClass} aria-busy={sending || undefined} disabled={sending}>
            {sending ? 'Saving…' : 'Save the new card'}
          </button>
          <Link href={MY_GIVING_PATH} className="font-semibold">
            Back to My giving
          </Link>
        </div>
      </form>
    </>
  )
}
