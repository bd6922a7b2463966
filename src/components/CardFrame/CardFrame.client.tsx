'use client'

import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { errorClass } from '@/components/FormFields/styles'
import { useScriptRunning } from '@/components/useScriptRunning'
import type { CardFrame as CardFrameConfig } from '@/donations/cardFrame/cardFrameConfig'
import { CARD_TOKEN_FIELD } from '@/donations/cardTokenFields'
import { readFrameMessage, TOKENIZE_REQUEST, type FrameAnswer } from '@/donations/gateway/hostedTokenization'

/** What the page asks of the card frame: a temporary token for the card typed into it. */
export type CardFrameHandle = { tokenize: () => Promise<FrameAnswer> }

const NO_ANSWER: FrameAnswer = { ok: false, code: '941', message: 'The card could not be checked just now. Please try again.' }
const LATE_ANSWER: FrameAnswer = { ok: false, code: '941', message: 'The card could not be checked in time, so the card field was cleared. Please type the card number and expiry again, then try once more.' }
const ANSWER_WAIT_MS = 20_000

/**
 * The card number and expiry, typed into the processor's frame on its own origin: the page never
 * holds them. The frame is named by its title and the visible label above it; Tab runs through it
 * between the page's fields. Its error (from its answer) is shown under it, announced, and tied to
 * it with aria-describedby. Messages from any origin but the frame's are ignored.
 */
export function CardFrame({ frame, error, id = CARD_TOKEN_FIELD, ref }: { frame: CardFrameConfig; error?: string; id?: string; ref?: Ref<CardFrameHandle> }) {
  const iframe = useRef<HTMLIFrameElement>(null)
  const errorElementId = `${id}-error`
  const labelId = `${id}-label`

  // A request posted before the frame's page has loaded is lost without a word, so the frame is
  // given its address once this component runs (its load event is then sure to be heard) and
  // requests wait for that load. The form is hidden until then anyway.
  const src = useScriptRunning() ? frame.src : undefined
  const loaded = useRef(deferred())
  const [frameShown, setFrameShown] = useState(false)
  // A check that timed out may still be answered later, for the card as it was then, and the
  // answer names no request: it would be taken for the next check's. So the timed-out frame is
  // replaced by a fresh one (its window, and any answer it still owes, go with it).
  // The answer is given once the fresh frame is on the page, so the form's focus lands on it.
  const [frameCount, setFrameCount] = useState(0)
  const onReplaced = useRef<(() => void) | null>(null)
  const replaceFrame = (then: () => void) => {
    loaded.current = deferred()
    onReplaced.current = then
    setFrameShown(false)
    setFrameCount((count) => count + 1)
  }
  useEffect(() => {
    onReplaced.current?.()
    onReplaced.current = null
  }, [frameCount])

  // The frame's answer names no request, so one request is out at a time: a second Next while the
  // first is being checked waits its turn, and each gets the answer for the card as it then stood.
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const ask = () =>
    new Promise<FrameAnswer>((resolve) => {
      let listen: ((event: MessageEvent) => void) | undefined
      let settled = false
      const stopListening = () => {
        settled = true
        if (listen) window.removeEventListener('message', listen)
        window.clearTimeout(timer)
      }
      const done = (answer: FrameAnswer) => {
        stopListening()
        resolve(answer)
      }
      const timer = window.setTimeout(() => {
        stopListening()
        replaceFrame(() => resolve(LATE_ANSWER))
      }, ANSWER_WAIT_MS)
      void loaded.current.promise.then(() => {
        if (settled) return
        const target = iframe.current?.contentWindow
        if (!target) return done(NO_ANSWER)
        listen = (event: MessageEvent) => {
          if (event.source !== target) return
          const answer = readFrameMessage(event, frame.origin)
          if (answer) done(answer)
        }
        window.addEventListener('message', listen)
        target.postMessage(TOKENIZE_REQUEST, frame.origin)
      })
    })

  useImperativeHandle(ref, () => ({
    tokenize: () => {
      const answer = queue.current.then(ask)
      queue.current = answer
      return answer
    },
  }))

  return (
    <div className="mt-4">
      <p id={labelId} className="font-semibold">
        Card number and expiry <span aria-hidden="true">*</span>
      </p>
      <p className="text-sm text-muted">Visa, Mastercard or American Express. Typed into our card processor&rsquo;s secure field: our site never sees the number.</p>
      <div className="relative mt-2 w-full max-w-md">
        {frameShown ? null : (
          // Until the processor's page has loaded, the box would be empty and look broken.
          <p role="status" className="absolute inset-0 flex items-center justify-center rounded border border-dashed text-sm text-muted">
            Loading the secure card field…
          </p>
        )}
        <iframe
          key={frameCount}
          ref={iframe}
          id={id}
          src={src}
          onLoad={() => {
            if (!src) return
            loaded.current.resolve()
            setFrameShown(true)
          }}
          title="Card number and expiry (secure card field)"
          aria-labelledby={labelId}
          aria-describedby={error ? errorElementId : undefined}
          className={`h-48 w-full rounded border ${error ? 'border-red-700' : 'border-transparent'}`}
          data-testid="card-frame"
        />
      </div>
      <p id={errorElementId} role="alert" className={error ? errorClass('light') : 'sr-only'}>
        {error ?? ''}
      </p>
    </div>
  )
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}
