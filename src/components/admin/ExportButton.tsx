import type { ReactNode } from 'react'
import { listExportHref } from '@/utilities/listExportWhere'

type Props = {
  collectionSlug?: string
  collectionConfig?: { slug: string; labels?: { plural?: unknown } }
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * "Download CSV" above a list in the admin: a plain link to the collection's export route with
 * the list's own filter and search, so the spreadsheet holds exactly the rows the list shows.
 * The route checks the role and writes the audit entry. Works without JavaScript.
 */
export function ExportButton({ collectionSlug, collectionConfig, searchParams }: Props): ReactNode {
  const slug = collectionSlug ?? collectionConfig?.slug
  if (!slug) return null
  const filtered = Object.keys(searchParams ?? {}).some((key) => key === 'search' || key.startsWith('where['))
  return (
    <p className="export-csv">
      <a className="btn btn--style-secondary btn--size-small" href={listExportHref(slug, searchParams)} download data-testid="export-csv">
        Download CSV
      </a>{' '}
      <span className="export-csv__note">
        {filtered ? 'The records of this list, with its filters, as a spreadsheet.' : 'Every record in this list, as a spreadsheet.'} The download is recorded in the audit trail.
      </span>
    </p>
  )
}
