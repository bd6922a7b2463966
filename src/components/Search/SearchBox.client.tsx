'use client'

import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'

type Suggestion = { title: string; url: string }

/** Waiting this long after the last key press before asking keeps requests to one per pause. */
const TYPING_PAUSE_MS = 200

/**
 * The search field with suggestions while typing (react-aria's combobox: arrow keys move
 * through up to six titles, Enter opens the chosen one, Escape closes the list). Enter
 * without a chosen title submits the surrounding GET form to /search, which is also all that
 * happens with JavaScript off. The number of suggestions is announced to screen readers.
 */
export function SearchBox({ label, defaultValue = '', inputClassName }: { label: string; defaultValue?: string; inputClassName: string }) {
  const router = useRouter()
  const [text, setText] = useState(defaultValue)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null)

  // Asked only after the visitor types (not for the query a results page opens with).
  const onInputChange = (value: string) => {
    setText(value)
    if (pending.current) {
      clearTimeout(pending.current.timer)
      pending.current.controller.abort()
      pending.current = null
    }
    const query = value.trim()
    if (query.length < 2) return setSuggestions([])
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?${new URLSearchParams({ value: query })}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<{ suggestions: Suggestion[] }>) : { suggestions: [] }))
        .then((body) => setSuggestions(body.suggestions))
        // A failed or cancelled suggestion request leaves the plain search working.
        .catch(() => {})
    }, TYPING_PAUSE_MS)
    pending.current = { timer, controller }
  }
  useEffect(() => () => pending.current?.controller.abort(), [])

  const open = suggestions.length > 0 && text.trim().length >= 2
  return (
    <ComboBox
      className="min-w-0 flex-1"
      name="value"
      allowsCustomValue
      menuTrigger="input"
      inputValue={text}
      onInputChange={onInputChange}
      items={suggestions}
      onSelectionChange={(key) => {
        if (typeof key === 'string') router.push(key)
      }}
    >
      <Label className="sr-only">{label}</Label>
      <Input required className={inputClassName} />
      <p role="status" className="sr-only">
        {open ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}; use the up and down arrows to choose.` : ''}
      </p>
      <Popover className="w-[var(--trigger-width)] rounded border border-navy/30 bg-white text-ink shadow-lg">
        <ListBox<Suggestion> className="max-h-80 overflow-auto py-1" aria-label="Suggested pages">
          {(item) => (
            <ListBoxItem
              id={item.url}
              textValue={item.title}
              className="cursor-pointer px-4 py-2 outline-none data-[focused]:bg-navy data-[focused]:text-white"
            >
              {item.title}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
