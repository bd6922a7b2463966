import Link from 'next/link'
import { NewsletterSlot } from '@/components/NewsletterSlot'
import { DesktopNav } from './DesktopNav.client'
import { MobileMenu } from './MobileMenu.client'
import { getNavTree, getSiteSettings } from '@/content/globals'
import { SEARCH_PATH } from '@/content/paths'
import { SearchBox } from '@/components/Search/SearchBox.client'

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
        <form action={SEARCH_PATH} method="get" role="search" aria-label="Quick search" className="hidden items-center gap-1 md:flex">
          <SearchBox label="Quick search" inputClassName="w-44 rounded border-2 border-white/60 bg-white px-3 py-1.5 text-ink lg:w-56" />
          <button type="submit" className="rounded px-3 py-2 font-semibold text-white hover:bg-navy-dark">
            Search
          </button>
        </form>
        <Link href={SEARCH_PATH} className="hidden rounded px-3 py-2 text-white no-underline hover:bg-navy-dark hover:text-white sm:block md:hidden">
          Search
        </Link>
        <Link
          href="/ways-to-give/donate"
          className="rounded bg-donate px-4 py-2 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark"
        >
          Donate
        </Link>
        <MobileMenu tree={tree} newsletterForm={<NewsletterSlot />} />
      </div>
      <DesktopNav tree={tree} />
    </header>
  )
}
