import { shareLinks } from '@/content/share'

/** Share links (they open the network's own page in a new tab; nothing loads from them before a click). */
export function ShareLinks(props: { url: string; title: string; siteName: string; postType: string }) {
  return (
    <nav aria-label="Share this story" className="mt-8" data-testid="share-links">
      <p className="font-semibold">Share this story</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {shareLinks(props).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-block rounded border-2 border-navy px-3 py-1.5 font-semibold text-navy no-underline hover:bg-sky-light"
            >
              {link.label}
              {link.network !== 'email' && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
