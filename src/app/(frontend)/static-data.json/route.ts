import { buildStaticData } from '@/utilities/staticData'
import { getNavTree, getSiteSettings } from '@/content/globals'

/** Company and menu data in the spec's shape, for anything that still reads the old static file. */
export async function GET() {
  const [settings, tree] = await Promise.all([getSiteSettings(), getNavTree()])
  return Response.json(buildStaticData(settings, tree))
}
