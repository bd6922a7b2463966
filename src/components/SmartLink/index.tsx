import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { resolveLink } from '@/utilities/resolveLink'
import { LinkView } from './LinkView'
import { getOwnHosts } from '@/content/globals'

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string; children: ReactNode }

/**
 * The one link component for content: internal routes navigate inside the site (also when
 * written with one of the site's own hosts), outside links open in a new tab.
 */
export async function SmartLink({ href, ...rest }: Props) {
  const link = resolveLink(href, await getOwnHosts())
  return <LinkView link={link} {...rest} />
}
