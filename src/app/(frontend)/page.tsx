import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { PageView } from '@/components/PageView'
import { PageHero } from '@/components/PageHero'
import { getPageByPath } from '@/utilities/getPage'
import { getSiteSettings } from '@/utilities/getSiteData'
import { pageMetadata } from '@/utilities/pageMetadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath('/')
  const settings = await getSiteSettings()
  // The home page's title is the organisation's name on its own.
  return { ...(page ? pageMetadata(page) : {}), title: { absolute: settings.name } }
}

export default async function HomePage() {
  const { isEnabled: draft } = await draftMode()
  const page = await getPageByPath('/', draft)
  if (page) return <PageView page={page} />
  const settings = await getSiteSettings()
  return <PageHero heading={settings.name} />
}
