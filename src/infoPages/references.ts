/**
 * Rules for a medical page's references, shared by the admin's check and the tests. Pure.
 */

/** True when the address is a site's front door (path "/" or none), which lets nobody trace a figure. */
export function isBareHomePage(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search && !parsed.hash
  } catch {
    return false
  }
}

/** A reference must be a full https:// (or http://) address of a specific document or page. */
export function checkReferenceUrl(value: string | null | undefined): true | string {
  const url = (value ?? '').trim()
  if (!url) return 'Enter the address of the document or page.'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'Enter a full address starting with https://.'
  }
  if (!/^https?:$/.test(parsed.protocol)) return 'Enter a full address starting with https://.'
  if (isBareHomePage(url)) return 'Link to the specific document or page, not the home page of the site.'
  return true
}

/** The id of reference n on the page (1-based), the target of the "[n]" marks in the text. */
export const referenceAnchor = (n: number) => `source-${n}`
