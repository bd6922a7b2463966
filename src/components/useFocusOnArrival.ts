import { useEffect, useRef } from 'react'

/**
 * Focus on a screen's heading once it shows. After a move inside the site (the donation form
 * going to its answer) focus would otherwise stay on the page's body, and a screen reader would
 * say nothing of what happened until the person moved. The heading needs tabIndex={-1}.
 */
export function useFocusOnArrival<T extends HTMLElement>(shown: boolean) {
  const heading = useRef<T>(null)
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown])
  return heading
}
