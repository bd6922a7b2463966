'use client'

import Link from '@/components/IntentLink/IntentLink.client'
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { NavNode } from '@/utilities/navigation'

const slugOf = (node: NavNode) => node.path.slice(1)

/**
 * The dark desktop bar. A flyout opens on hover, with its button beside the section's link
 * (Enter, Space or a click), or with Space/ArrowDown on the link; arrow keys move inside it;
 * Escape closes it and returns focus to its button. Focus alone never opens one, so Tab goes
 * from section to section; the links of an open flyout follow its button in the Tab order.
 */
export function DesktopNav({ tree }: { tree: NavNode[] }) {
  const [open, setOpen] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)

  const flyoutLinks = (slug: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>(`#flyout-${slug} a`) ?? [])
  const toggleButton = (slug: string) => navRef.current?.querySelector<HTMLButtonElement>(`[data-nav-toggle="${slug}"]`)

  const close = useCallback(() => setOpen(null), [])

  const openAndFocusFirst = (slug: string) => {
    setOpen(slug)
    // The flyout is un-hidden on this render; focus after it is in the DOM.
    requestAnimationFrame(() => flyoutLinks(slug)[0]?.focus())
  }

  const onTopKeyDown = (slug: string, hasChildren: boolean) => (event: KeyboardEvent<HTMLElement>) => {
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
      toggleButton(slug)?.focus()
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
            <li key={section.path} onMouseEnter={() => setOpen(slug)} className={`flex items-stretch ${isOpen ? 'bg-navy-dark' : ''}`}>
              <Link
                href={section.href}
                data-nav-top={slug}
                onKeyDown={onTopKeyDown(slug, hasChildren)}
                onClick={close}
                className={`block py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white ${hasChildren ? 'pl-4 pr-1' : 'px-4'}`}
              >
                {section.label}
              </Link>
              {hasChildren && (
                <button
                  type="button"
                  data-nav-toggle={slug}
                  aria-expanded={isOpen}
                  aria-controls={`flyout-${slug}`}
                  aria-label={`Show ${section.label} pages`}
                  onClick={() => setOpen(isOpen ? null : slug)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown') {
                      event.preventDefault()
                      openAndFocusFirst(slug)
                    } else if (event.key === 'Escape') close()
                  }}
                  className="px-2 text-white hover:bg-navy-dark focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-focus"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current transition-transform ${isOpen ? 'rotate-180' : ''}`}>
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </button>
              )}
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
