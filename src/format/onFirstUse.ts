/**
 * A value made the first time it is asked for, then kept. The formatters of this folder are
 * built this way: every page's scripts load them, and each Intl object costs a few milliseconds
 * to build in the browser (about 9 ms for a collator, four times that on Lighthouse's mobile
 * CPU), paid while the page starts even when the page formats nothing.
 */
export function onFirstUse<T extends object>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}
