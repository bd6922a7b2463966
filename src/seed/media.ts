import type { Payload } from 'payload'
import sharp from 'sharp'
import { textDocumentPdf } from '@/pdf/textDocument'
import { svgLabel, svgLines } from './svgLabel'
import type { SeedLog } from './index'

export type SeedMediaIds = { heroImageId: number; diagramImageId: number }

export type DemoImage = {
  filename: string
  alt: string
  caption?: string
  width: number
  height: number
  svg: () => string
}

/** A calm wide banner: a dusk-blue gradient with soft layered waves and a low sun. */
function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800" viewBox="0 0 1920 800">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d3557"/>
      <stop offset="0.55" stop-color="#3d6f95"/>
      <stop offset="1" stop-color="#a8c8d8"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f6e7c8" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#f6e7c8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="800" fill="url(#sky)"/>
  <circle cx="1380" cy="360" r="260" fill="url(#sun)"/>
  <circle cx="1380" cy="360" r="90" fill="#f8ecd4" opacity="0.85"/>
  <circle cx="320" cy="170" r="140" fill="#ffffff" opacity="0.05"/>
  <circle cx="520" cy="260" r="70" fill="#ffffff" opacity="0.05"/>
  <path d="M0 470 C 240 430 480 510 720 480 S 1200 420 1440 460 S 1800 500 1920 470 L1920 800 L0 800 Z" fill="#2f5d7c" opacity="0.75"/>
  <path d="M0 560 C 260 520 520 600 800 570 S 1300 520 1560 555 S 1840 590 1920 570 L1920 800 L0 800 Z" fill="#24506e" opacity="0.85"/>
  <path d="M0 650 C 300 620 600 690 900 660 S 1450 620 1700 650 S 1880 680 1920 670 L1920 800 L0 800 Z" fill="#1a3f5a"/>
  <path d="M0 730 C 320 705 640 760 960 740 S 1600 710 1920 735 L1920 800 L0 800 Z" fill="#12304a"/>
</svg>`
}

/**
 * The prostate and its neighbours seen from the side (front of the body on the left), drawn
 * simply and labelled: the bladder above it, the urethra running through it, the rectum behind
 * it, the seminal vesicles behind the bladder and the pubic bone in front.
 */
function diagramSvg(): string {
  // Large enough to read on a phone, where the picture is shown about 360 pixels wide.
  const label = (lines: string[], x: number, y: number, anchor: 'start' | 'end' = 'start') =>
    svgLines(lines, x, y, { size: 46, weight: 'bold', anchor, lineHeight: 50 })
  const leader = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5b7083" stroke-width="3"/><circle cx="${x1}" cy="${y1}" r="7" fill="#12284a"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#f4f7f9"/>
  <path d="M755 60 C 770 200 800 330 785 470 C 770 600 740 690 730 780 L 660 780 C 670 690 700 600 715 470 C 730 330 700 200 685 60 Z"
    fill="#e3c2b0" stroke="#a2705a" stroke-width="5"/>
  <ellipse cx="330" cy="400" rx="42" ry="92" transform="rotate(-18 330 400)" fill="#efe8d8" stroke="#b8a98a" stroke-width="5"/>
  <path d="M400 250 C 390 150 480 120 545 125 C 620 120 700 160 690 260 C 685 330 630 372 545 378 C 460 372 405 330 400 250 Z"
    fill="#fbefc9" stroke="#c9a24a" stroke-width="6"/>
  <path d="M622 398 C 636 356 690 350 706 386 C 716 420 676 440 648 432 C 628 426 614 414 622 398 Z" fill="#f1c3b5" stroke="#b0584f" stroke-width="4"/>
  <ellipse cx="548" cy="468" rx="88" ry="66" fill="#e8a7a0" stroke="#b0584f" stroke-width="6"/>
  <path d="M548 372 L548 540 C 548 600 520 640 460 662 C 420 676 380 684 330 690" stroke="#4f7fa3" stroke-width="14" stroke-linecap="round" fill="none"/>
  ${leader(660, 220, 890, 200)}${label(['Bladder'], 900, 216)}
  ${leader(672, 400, 890, 330)}${label(['Seminal', 'vesicle'], 900, 330)}
  ${leader(760, 560, 890, 560)}${label(['Rectum'], 900, 576)}
  ${leader(480, 500, 250, 560)}${label(['Prostate'], 240, 576, 'end')}
  ${leader(305, 400, 250, 400)}${label(['Pubic', 'bone'], 240, 392, 'end')}
  ${leader(420, 676, 250, 700)}${label(['Urethra'], 240, 716, 'end')}
  ${svgLabel('Front of the body', 40, 775, { size: 34, fill: '#3e556b' })}
  ${svgLabel('Back', 1160, 775, { size: 34, fill: '#3e556b', anchor: 'end' })}
</svg>`
}

export const demoImages = {
  hero: {
    filename: 'hero-calm-water.png',
    alt: 'Calm water at dusk under a soft evening sky',
    width: 1920,
    height: 800,
    svg: heroSvg,
  },
  diagram: {
    filename: 'the-prostate-side-view.png',
    alt: 'Side view of the lower body. The prostate sits just below the bladder, with the urethra running through it; the rectum is behind it, the seminal vesicles behind the bladder and the pubic bone in front.',
    caption: 'The prostate and the organs around it, seen from the side.',
    width: 1200,
    height: 800,
    svg: diagramSvg,
  },
} satisfies Record<string, DemoImage>

/** Renders an image's SVG to a PNG of its stated size, locally with sharp (nothing downloaded). */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg()))
    .resize(image.width, image.height)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** Finds the image by its file name or its alt text, or uploads it once. */
export async function ensureImage(payload: Payload, log: SeedLog, image: DemoImage): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { or: [{ filename: { equals: image.filename } }, { alt: { equals: image.alt } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const found = existing.docs[0]
  if (found) {
    log(`Media: "${image.filename}" already present (id ${found.id}).`)
    return found.id
  }
  const data = await renderDemoImage(image)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: image.alt, ...(image.caption ? { caption: image.caption } : {}) },
    file: { data, mimetype: 'image/png', name: image.filename, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log(`Media: uploaded "${image.filename}" (id ${doc.id}).`)
  return doc.id
}

/**
 * Finds the document by its file name or its title (alt), or uploads it once: a one-page demo
 * PDF of the given lines (the first in bold, as a title). Returns the media document.
 */
export async function ensurePdf(payload: Payload, log: SeedLog, filename: string, alt: string, lines: string[]): Promise<{ id: number; url: string }> {
  const existing = await payload.find({
    collection: 'media',
    where: { or: [{ filename: { equals: filename } }, { alt: { equals: alt } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const urlOf = (doc: { url?: string | null; filename?: string | null }) => doc.url ?? `/api/media/file/${doc.filename}`
  const found = existing.docs[0]
  if (found) return { id: found.id, url: urlOf(found) }
  const [title = alt, ...paragraphs] = lines
  const data = Buffer.from(await textDocumentPdf(title, paragraphs))
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log(`Media: uploaded "${filename}" (id ${doc.id}).`)
  return { id: doc.id, url: urlOf(doc) }
}

export async function seedMedia(payload: Payload, log: SeedLog): Promise<SeedMediaIds> {
  const heroImageId = await ensureImage(payload, log, demoImages.hero)
  const diagramImageId = await ensureImage(payload, log, demoImages.diagram)
  return { heroImageId, diagramImageId }
}
