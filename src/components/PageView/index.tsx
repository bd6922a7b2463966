import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import { PageHero } from '@/components/PageHero'
import { ReviewFooter } from '@/components/ReviewFooter'
import { SectionPageList } from '@/components/SectionPageList'
import type { Page } from '@/payload-types'

/** A CMS page: its hero banner, then its blocks in order. */
export function PageView({ page }: { page: Page }) {
  return (
    <article>
      {page.path && <BreadcrumbJsonLd path={page.path} title={page.title} />}
      <PageHero heading={page.hero?.heading || page.title} intro={page.hero?.intro} image={page.hero?.image} />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <RenderBlocks blocks={page.layout} />
        <ReviewFooter page={page} />
        <SectionPageList page={page} />
      </div>
    </article>
  )
}
