'use client'

import { useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { SEARCH_PATH } from '@/content/paths'
import { SEARCH_BOX_LABEL, SEARCH_BOX_LOOK, SearchButtonContent, type SearchBoxPlace } from './searchBoxLook'
import type { CarriedInput, SearchComboProps } from './SearchCombo.client'

type Props = { place: SearchBoxPlace; defaultValue?: string }

const loadCombo = () => import('./SearchCombo.client')

/**
 * The site's search box: a plain GET form to /search (all a browser without JavaScript needs),
 * which becomes a combobox offering titles while typing once a visitor reaches for it. The
 * combobox (react-aria) is fetched on that intent, not with every page: most visitors never
 * search. Whatever was typed meanwhile, the caret and the focus move over to it.
 */
export function SearchBox({ place, defaultValue = '' }: Props) {
  const [combo, setCombo] = useState<{ Combo: ComponentType<SearchComboProps> } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  const id = useId()
  const look = SEARCH_BOX_LOOK[place]

  const load = () => {
    if (loading.current) return
    loading.current = true
    loadCombo().then(
      ({ SearchCombo }) => setCombo({ Combo: SearchCombo }),
      // Offline or a failed chunk: the plain form still searches; the next intent tries again.
      () => {
        loading.current = false
      },
    )
  }

  // A visitor who focused the field before the page was interactive fired no focus event.
  useEffect(() => {
    if (document.activeElement === inputRef.current) load()
  }, [])

  /**
   * The plain field as the visitor left it. The combobox reads it as it first renders, when the
   * plain field is still on the page: a letter typed after the code arrived but before React
   * swapped the fields is carried too, not lost.
   */
  const readPlainField = (): CarriedInput => {
    const input = inputRef.current
    if (!input) return { value: defaultValue, selection: null }
    const focused = document.activeElement === input
    return { value: input.value, selection: focused ? [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] : null }
  }

  if (combo) return <combo.Combo place={place} readPlainField={readPlainField} />

  return (
    <form action={SEARCH_PATH} method="get" role="search" className={look.form} onPointerEnter={load} onTouchStart={load}>
      <div className={look.field}>
        <label htmlFor={id} className="sr-only">
          {SEARCH_BOX_LABEL}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="value"
          type="search"
          required
          autoComplete="off"
          placeholder={place === 'header' ? 'Search' : undefined}
          defaultValue={defaultValue}
          onFocus={load}
          onInput={load}
          className={look.input}
        />
      </div>
      <button type="submit" className={look.button}>
        <SearchButtonContent place={place} />
      </button>
    </form>
  )
}
