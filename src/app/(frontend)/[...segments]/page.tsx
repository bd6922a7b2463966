import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { PageView } from '@/components/PageView'
import { SectionLanding } from '@/components/SectionLanding'
import { getPageByPath, getPublishedPagePaths } from '@/utilities/getPage'
import { findRedirect } from '@/utilities/getRedirect'
import { allNavPaths, findNavNode, findNavParent } from '@/utilities/navigation'
import { pageMetadata } from '@/utilities/pageMetadata'
import { pathFromSegments } from '@/utilities/pathFromSegments'
import { getNavTree } from '@/content/globals'

type Props = { params: Promise<{ segments: string[] }> }

/** Every published page and every menu address is rendered at build time; the rest on demand. */
export async function generateStaticParams() {
  const [pagePaths, tree] = await Promise.all([getPublishedPagePaths(), getNavTree()])
  const paths = new Set([...pagePaths, ...allNavPaths(tree)])
  paths.delete('/')
  return [...paths].map((path) => ({ segments: path.slice(1).split('/') }))
}

async function resolve(segments: string[]) {
  const path = pathFromSegments(segments)
  if (!path) return { kind: 'none' as const }
  const { isEnabled: draft } = await draftMode()
  const page = await getPageByPath(path, draft)
  if (page) return { kind: 'page' as const, page }
  const tree = await getNavTree()
  const node = findNavNode(tree, path)
  if (node) return { kind: 'section' as const, node, parent: findNavParent(tree, node) }
  return { kind: 'none' as const, path }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve((await params).segments)
  if (found.kind === 'page') return pageMetadata(found.page)
  if (found.kind === 'section') return { title: found.node.label, alternates: { canonical: found.node.path } }
  return { title: 'Page not found', robots: { index: false } }
}

export default async function CatchAllPage({ params }: Props) {
  const found = await resolve((await params).segments)
  if (found.kind === 'page') return <PageView page={found.page} />
  if (found.kind === 'section') return <SectionLanding node={found.node} parent={found.parent} />
  // Redirects only matter for addresses that are not pages of their own.
  const target = found.path ? await findRedirect(found.path) : undefined
  if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
  notFound()
}
