type MenuEntry = { slug: string; children?: MenuEntry[] }

/**
 * Every address in the site's menu, depth first, read from the running site's /static-data.json
 * (the measuring scripts take their routes from it, so a new menu page is measured too).
 */
export async function menuPaths(baseURL: string): Promise<string[]> {
  const data = (await (await fetch(`${baseURL}/static-data.json`)).json()) as { menu: MenuEntry[] }
  const paths: string[] = []
  const walk = (entries: MenuEntry[], prefix: string) => {
    for (const entry of entries) {
      if (!entry.slug || entry.slug.includes('#')) continue
      const path = `${prefix}/${entry.slug}`
      paths.push(path)
      walk(entry.children ?? [], path)
    }
  }
  walk(data.menu, '')
  return paths
}
