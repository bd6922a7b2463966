import type { ReactNode } from 'react'

type Props = { collectionSlug?: string; collectionConfig?: { slug: string; labels?: { plural?: unknown } } }

/**
 * "Download CSV" above a list in the admin: a plain link to the collection's export route,
 * which checks the role and writes the audit entry. Works without JavaScript.
 */
export function ExportButton({ collectionSlug, collectionConfig }: Props): ReactNode {
  const slug = collectionSlug ?? collectionConfig?.slug
  if (!slug) return null
  return (
    <p className="export-csv">
      <a className="btn btn--style-secondary btn--size-small" href={`/api/${slug}/export.csv`} download>
        Download CSV
      </a>{' '}
      <span className="export-csv__note">Every record in this list, as a spreadsheet. The download is recorded in the audit trail.</span>
    </p>
  )
}
