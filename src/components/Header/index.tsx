import Link from '@/components/IntentLink/IntentLink.client'
import { NewsletterSlot } from '@/components/NewsletterSlot'
import { SearchBox } from '@/components/Search/SearchBox.client'
import { DesktopNav } from './DesktopNav.client'
import { MobileMenu } from './MobileMenu.client'
import { getNavTree, getSiteSettings } from '@/content/globals'

export async function Header() {
  const [settings, tree] = await Promise.all([getSiteSettings(), getNavTree()])
  return (
    <header className="bg-navy text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link href="/" className="mr-auto flex items-center gap-3 text-white no-underline hover:text-white">
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG needs no optimisation */}
          <img src="/images/logo.svg" alt="" width={44} height={44} />
          <span className="text-lg font-bold leading-tight sm:text-xl">{settings.name}</span>
        </Link>
        <SearchBox place="header" />
        <Link
          href="/ways-to-give/donate"
          className="rounded bg-donate px-4 py-2 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark"
        >
          Donate
        </Link>
        <MobileMenu tree={tree} newsletterForm={<NewsletterSlot />} />
      </div>
      {/* Without scripts the small screen's menu button cannot open: it goes, and the sections are listed instead, each page listing its own. */}
      <noscript>
        <style>{'[data-menu-button]{display:none}'}</style>
        <nav aria-label="Main" className="border-t border-navy-dark lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-5 gap-y-2 px-4 py-3">
            {[...tree, { label: 'News', href: '/news' }, { label: 'Search', href: '/search' }].map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} className="text-white underline hover:text-white">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
      <DesktopNav tree={tree} />
    </header>
  )
}
