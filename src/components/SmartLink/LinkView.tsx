import IntentLink from '@/components/IntentLink/IntentLink.client'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { ResolvedLink } from '@/utilities/resolveLink'

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { link: ResolvedLink; children: ReactNode }

/** Renders an already-resolved link; usable from server and client components alike. */
export function LinkView({ link, children, ...rest }: Props) {
  if (link.kind === 'internal') {
    return (
      <IntentLink href={link.href} {...rest}>
        {children}
      </IntentLink>
    )
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  )
}
