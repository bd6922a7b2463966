'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A thesaurus line's row in Search settings is named by its own words, so staff can find a line by reading (or the browser's Find). */
export function ThesaurusLineLabel() {
  const { data, rowNumber } = useRowLabel<{ words?: string | null }>()
  const words = data?.words?.trim()
  return <span>{words || `New line ${String((rowNumber ?? 0) + 1)}`}</span>
}
