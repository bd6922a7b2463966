import type { ReactNode } from 'react'
import type { Media } from '@/payload-types'
import { fileUrl } from '@/content/media'

/**
 * A link to an uploaded document. A plain anchor, not next/link: a file is not a route to
 * prefetch. Renders nothing when no file is set.
 */
export function FileLink({ file, children, className }: { file: number | Media | null | undefined; children: ReactNode; className?: string }) {
  const href = fileUrl(file)
  if (!href) return null
  const isPdf = typeof file === 'object' && file?.mimeType === 'application/pdf'
  return (
    <a href={href} className={className}>
      {children}
      {isPdf && <span className="sr-only"> (PDF)</span>}
    </a>
  )
}
