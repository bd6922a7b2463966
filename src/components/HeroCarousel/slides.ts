import type { HeroSlide, PartnerLogo } from '@/components/HeroCarousel/HeroCarousel.client'
import { imageOf } from '@/content/media'
import type { HomePage, Page } from '@/payload-types'
import { resolveLink } from '@/utilities/resolveLink'

/**
 * The carousel is a client component, so it gets plain props: the page's slides with their
 * images and links already resolved on the server.
 */
export function heroSlides(slides: Page['heroSlides'], ownHosts: string[]): HeroSlide[] {
  return (slides ?? []).map((slide, i) => {
    const image = imageOf(slide.image, 'hero')
    const link = slide.learnMore ? resolveLink(slide.learnMore, ownHosts) : null
    return {
      key: slide.id ?? String(i),
      title: slide.title,
      description: slide.description,
      image: image ? { src: image.src, width: image.width, height: image.height } : null,
      learnMore: link ? { href: link.href, external: link.kind === 'external' } : null,
    }
  })
}

/** Partner logos for the first slide; a logo whose image is missing is left out. */
export function partnerLogos(logos: HomePage['partnerLogos']): PartnerLogo[] {
  return (logos ?? []).flatMap((p, i) => {
    const logo = imageOf(p.logo, 'thumbnail')
    return logo ? [{ key: p.id ?? String(i), name: p.name, url: p.url, src: logo.src, width: logo.width, height: logo.height }] : []
  })
}
