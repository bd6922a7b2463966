/** The admin's preview button opens this route; it checks the editor's session before enabling draft mode. */
export function previewUrl(path: string): string {
  return `/next/preview?path=${encodeURIComponent(path)}`
}
