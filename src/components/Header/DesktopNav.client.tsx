'use client'

import Link from 'next/link'
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { NavNode } from '@/utilities/navigation'

const slugOf = (node: NavNode) => node.path.slice(1)

/**
 * The dark desktop bar. A flyout opens on hover, on keyboard focus, or with Space/ArrowDown;
 * arrow keys move inside it; Escape closes it and returns focus to its item. Links stay in
 * the normal Tab order, so nothing is reachable only by arrow keys.
 */
export function DesktopNav({ tree }: { tree: NavNode[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  // Escape hands focus back to the top item; that focus must not open the flyout again.
  const returningFocus = useRef(false)

  const flyoutLinks = (slug: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>(`#flyout-${slug} a`) ?? [])
  const topLink = (slug: string) => navRef.current?.querySelector<HTMLAnchorElement>(`[data-nav-top="${slug}"]`)

  const close = useCallback(() => setOpen(null), [])

  const openAndFocusFirst = (slug: string) => {
    setOpen(slug)
    // The flyout is un-hidden on this render; focus after it is in the DOM.
    requestAnimationFrame(() => flyoutLinks(slug)[0]?.focus())
  }

  const onTopKeyDown = (slug: string, hasChildren: boolean) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Escape') {
      close()
    } else if (hasChildren && (event.key === 'ArrowDown' || event.key === ' ')) {
      event.preventDefault()
      openAndFocusFirst(slug)
    }
  }

  const onFlyoutKeyDown = (slug: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    const links = flyoutLinks(slug)
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const move = (to: number) => {
      event.preventDefault()
      links[(to + links.length) % links.length]?.focus()
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      returningFocus.current = true
      topLink(slug)?.focus()
      returningFocus.current = false
    } else if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(links.length - 1)
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) close()
  }

  return (
    <nav ref={navRef} aria-label="Main" className="relative hidden bg-navy lg:block" onMouseLeave={close} onBlur={onBlur}>
      <ul className="mx-auto flex max-w-7xl flex-wrap px-4">
        {tree.map((section) => {
          const slug = slugOf(section)
          const isOpen = open === slug
          const hasChildren = section.children.length > 0
          return (
            <li key={section.path} onMouseEnter={() => setOpen(slug)}>
              <Link
                href={section.href}
                data-nav-top={slug}
                aria-expanded={hasChildren ? isOpen : undefined}
                aria-controls={hasChildren ? `flyout-${slug}` : undefined}
                onFocus={() => {
                  if (!returningFocus.current) setOpen(slug)
                }}
                onKeyDown={onTopKeyDown(slug, hasChildren)}
                onClick={close}
                className={`block px-4 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white ${isOpen ? 'bg-navy-dark' : ''}`}
              >
                {section.label}
              </Link>
              {hasChildren && (
                <div
                  id={`flyout-${slug}`}
                  hidden={!isOpen}
                  onKeyDown={onFlyoutKeyDown(slug)}
                  className="absolute inset-x-0 top-full z-40 border-t-4 border-donate bg-navy-dark text-white shadow-xl"
                >
                  <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-8 gap-y-6 px-8 py-6 xl:grid-cols-4">
                    {section.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          href={child.href}
                          onClick={close}
                          className="font-semibold text-white underline-offset-4 hover:text-donate"
                        >
                          {child.label}
                        </Link>
                        {child.children.length > 0 && (
                          <ul className="mt-2 space-y-1 border-l border-white/30 pl-3 text-[0.95rem]">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.href}>
                                <Link
                                  href={grandchild.href}
                                  onClick={close}
                                  className="text-white/90 no-underline hover:text-donate hover:underline"
                                >
                                  {grandchild.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
