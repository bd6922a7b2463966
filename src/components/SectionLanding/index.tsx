import Link from '@/components/IntentLink/IntentLink.client'
import type { NavNode } from '@/utilities/navigation'
import { PageHero } from '@/components/PageHero'

type Props = { node: NavNode; parent?: NavNode }

/**
 * Shown at a menu address that has no page of its own: the section's entries as a list, so a
 * visitor who lands on /get-support still finds the way. An entry without children lists its
 * neighbours instead.
 */
export function SectionLanding({ node, parent }: Props) {
  const entries = node.children.length > 0 ? node.children : (parent?.children ?? []).filter((c) => c.href !== node.href)
  const lead =
    node.children.length > 0
      ? `Choose a topic in ${node.label}.`
      : `This page is being prepared. In the meantime, these pages may help.`
  return (
    <>
      <PageHero heading={node.label} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="text-lg">{lead}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.href} className="rounded-lg border border-navy/20 bg-sky-light p-5">
              <Link href={entry.href} className="text-lg font-semibold text-navy hover:text-sky">
                {entry.label}
              </Link>
              {entry.children.length > 0 && (
                <ul className="mt-3 space-y-1 text-base">
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      {/* At least 24px tall, so each link is an easy target (WCAG 2.2 target size). */}
                      <Link href={child.href} className="inline-block min-h-7 py-0.5 text-navy hover:text-sky">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {parent && (
          <p className="mt-10">
            <Link href={parent.href}>
              <span aria-hidden="true">← </span>Back to {parent.label}
            </Link>
          </p>
        )}
      </div>
    </>
  )
}
