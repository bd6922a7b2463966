import Link from 'next/link'

/** The admin menu's link to the reviews-due view (src/components/admin/ReviewsDue). */
export function ReviewsDueNavLink() {
  return (
    <Link href="/admin/reviews-due" className="nav__link" id="nav-reviews-due">
      <span className="nav__link-label">Reviews due</span>
    </Link>
  )
}
