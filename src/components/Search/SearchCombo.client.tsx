'use client'

import { useRouter } from 'next/navigation'
import { useContext, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { RouterProvider } from 'react-aria-components'
import { ComboBox, ComboBoxStateContext } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { SEARCH_PATH } from '@/content/paths'
import { SUGGESTION_LIMIT, suggestionQuery } from '@/search/suggestionQuery'
import type { TitleSuggestion } from '@/search/suggestions'
import { SEARCH_BOX_LABEL, SEARCH_BOX_LOOK, SearchButtonContent, type SearchBoxPlace } from './searchBoxLook'

/** What the plain field held when the combobox replaced it; `selection` is set when it had focus. */
export type CarriedInput = { value: string; selection: [number, number] | null }
/** `readPlainField` is called once, as the combobox first renders (the plain field is still there). */
export type SearchComboProps = { place: SearchBoxPlace; readPlainField: () => CarriedInput }

/** Enough to skip a request per keystroke of a word typed at speed, short enough to feel immediate. */
const DEBOUNCE_MS = 150

type Option = TitleSuggestion & { id: string }

/**
 * The search box as a combobox (WAI-ARIA pattern, react-aria): up to six titles while typing,
 * arrow keys to move through them, Enter on one opens that page, Enter without one searches,
 * Escape closes the list. react-aria announces how many titles are offered. Loaded by SearchBox
 * when a visitor reaches for the field.
 */
export function SearchCombo({ place, readPlainField }: SearchComboProps) {
  const router = useRouter()
  const look = SEARCH_BOX_LOOK[place]
  const [carried] = useState(readPlainField)
  const [value, setValue] = useState(carried.value)
  const [suggestions, setSuggestions] = useState<TitleSuggestion[]>([])
  const inputRef = useRef<HTMLInputElement>(null)
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({})

  const cancel = () => {
    clearTimeout(pending.current.timer)
    pending.current.controller?.abort()
  }

  const ask = (text: string) => {
    cancel()
    const query = suggestionQuery(text)
    if (!query) {
      setSuggestions([])
      return
    }
    pending.current.timer = setTimeout(async () => {
      const controller = new AbortController()
      pending.current.controller = controller
      try {
        const res = await fetch(`/api/search/suggestions?value=${encodeURIComponent(query)}`, { signal: controller.signal })
        if (!res.ok) return
        const body = (await res.json()) as { suggestions: TitleSuggestion[] }
        if (!controller.signal.aborted) setSuggestions(body.suggestions.slice(0, SUGGESTION_LIMIT))
      } catch {
        // Aborted by a newer keystroke, or offline: the form still searches.
      }
    }, DEBOUNCE_MS)
  }

  // The field takes the plain one's place: keep the visitor's focus and caret where they were.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input || !carried.selection) return
    input.focus()
    input.setSelectionRange(...carried.selection)
    ask(carried.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the combobox appears
  }, [])
  useEffect(() => cancel, [])

  const options = useMemo<Option[]>(() => suggestions.map((s) => ({ ...s, id: `${s.url}\n${s.title}` })), [suggestions])

  // Enter with no title chosen searches. react-aria keeps Enter from submitting while the list is
  // open (it may be choosing a title), so the form is sent here; with the list closed the browser
  // sends it itself. The attributes are read before react-aria's re-render, whichever runs first.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    if (event.key === 'Escape') cancel()
    if (event.key !== 'Enter' || input.getAttribute('aria-expanded') !== 'true' || input.getAttribute('aria-activedescendant')) return
    if (input.value.trim()) input.form?.requestSubmit()
  }

  return (
    <RouterProvider
      navigate={(href) => {
        setValue('')
        setSuggestions([])
        router.push(href)
      }}
    >
      <form
        action={SEARCH_PATH}
        method="get"
        role="search"
        className={look.form}
        onSubmit={(event) => {
          // An empty search shows nothing useful; the field keeps focus instead.
          if (!value.trim()) {
            event.preventDefault()
            inputRef.current?.focus()
          }
        }}
      >
        <ComboBox
          name="value"
          allowsCustomValue
          menuTrigger="input"
          inputValue={value}
          onInputChange={(text) => {
            setValue(text)
            ask(text)
          }}
          items={options}
          className={look.field}
        >
          <Label className="sr-only">{SEARCH_BOX_LABEL}</Label>
          <Input
            ref={inputRef}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={place === 'header' ? 'Search' : undefined}
            onKeyDown={onKeyDown}
            className={look.input}
          />
          <OpenWhenSuggested suggestions={suggestions} />
          <Popover placement="bottom end" offset={6} className={`${look.popover} z-50 rounded border border-navy/20 bg-white shadow-lg`}>
            <ListBox<Option> className="max-h-96 overflow-auto py-1 outline-none">
              {(option) => (
                <ListBoxItem
                  id={option.id}
                  href={option.url}
                  textValue={option.title}
                  className={({ isFocused }) =>
                    `flex cursor-pointer flex-col px-3 py-2 no-underline outline-none ${isFocused ? 'bg-navy text-white hover:text-white' : 'text-ink hover:text-ink'}`
                  }
                >
                  {({ isFocused }) => (
                    <>
                      <span className="font-semibold leading-snug">{option.title}</span>
                      <span className={`text-sm ${isFocused ? 'text-white' : 'text-muted'}`}>{option.kindLabel}</span>
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <button type="submit" className={look.button}>
          <SearchButtonContent place={place} />
        </button>
      </form>
    </RouterProvider>
  )
}

/**
 * Titles arrive after the keystroke that asked for them, when react-aria has already decided
 * the (then empty) list stays closed: open it when they come, close it when none do.
 */
function OpenWhenSuggested({ suggestions }: { suggestions: TitleSuggestion[] }) {
  const state = useContext(ComboBoxStateContext)
  // Run for new titles only: a list closed by Escape stays closed until the next answer.
  const follow = useEffectEvent((count: number) => {
    if (!state) return
    if (count && state.isFocused && !state.isOpen) state.open(null, 'manual')
    else if (!count && state.isOpen) state.close()
  })
  useEffect(() => follow(suggestions.length), [suggestions])
  return null
}
