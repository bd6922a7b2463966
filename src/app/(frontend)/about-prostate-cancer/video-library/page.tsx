import type { Metadata } from 'next'
import { VideoLibrary } from '@/components/VideoLibrary/VideoLibrary.client'
import { getVideoLibrary } from '@/media-feeds/getVideoLibrary'
import { filterFromParams } from '@/media-feeds/videoLibrary'
import { getVideoSettings } from '@/content/globals'
import { VIDEO_LIBRARY_PATH } from '@/content/paths'

type SearchParams = Promise<{ playlist?: string | string[]; q?: string | string[] }>

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getVideoSettings()
  return {
    title: settings.heading || 'Video Library',
    description: settings.intro || 'Videos from doctors, nurses and men who have been through prostate cancer.',
    alternates: { canonical: VIDEO_LIBRARY_PATH },
  }
}

/**
 * The video library: the list is rendered here on the server (no loading step), and the
 * playlist and search filters from the address (?playlist=…&q=…) are applied before sending.
 */
export default async function VideoLibraryPage({ searchParams }: { searchParams: SearchParams }) {
  const [settings, data, params] = await Promise.all([getVideoSettings(), getVideoLibrary(), searchParams])
  return (
    <>
      <div className="bg-navy">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:py-16 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-3xl text-white sm:text-5xl">{settings.heading || 'Video Library'}</h1>
            {settings.intro && <p className="mt-4 text-lg text-white">{settings.intro}</p>}
          </div>
          {settings.subscribeUrl && (
            <a
              href={settings.subscribeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded bg-donate px-6 py-3 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark md:self-auto"
            >
              Subscribe
              <span className="sr-only"> to our YouTube channel (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <VideoLibrary data={data} initialFilter={filterFromParams(params, data.playlists)} />
      </div>
    </>
  )
}
