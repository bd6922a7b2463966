import { JsonLd } from '@/components/JsonLd'
import { breadcrumbList, breadcrumbTrail } from '@/seo/breadcrumbs'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getNavTree } from '@/content/globals'

/** schema.org BreadcrumbList of a nested page (nothing for top-level pages). */
export async function BreadcrumbJsonLd({ path, title }: { path: string; title: string }) {
  const trail = breadcrumbTrail(path, title, await getNavTree())
  return trail ? <JsonLd data={breadcrumbList(trail, serverUrl())} /> : null
}
