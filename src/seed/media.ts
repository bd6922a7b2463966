import type { Payload } from 'payload'
import sharp from 'sharp'
import { textDocumentPdf } from '@/pdf/textDocument'
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
 * A neutral diagram-style placeholder: an outlined organ-like shape with callout lines to
 * empty label boxes, to stand in where a medical illustration will go.
 */
function diagramSvg(): string {
  const labels = [
    { y: 170, x1: 760, y1: 300 },
    { y: 330, x1: 800, y1: 400 },
    { y: 490, x1: 770, y1: 500 },
    { y: 650, x1: 690, y1: 560 },
  ]
  const callouts = labels
    .map(
      ({ y, x1, y1 }) => `
  <line x1="${x1}" y1="${y1}" x2="900" y2="${y + 30}" stroke="#5b7083" stroke-width="3"/>
  <circle cx="${x1}" cy="${y1}" r="9" fill="#1d3557"/>
  <rect x="900" y="${y}" width="220" height="60" rx="10" fill="#ffffff" stroke="#9fb3c4" stroke-width="3"/>
  <rect x="924" y="${y + 18}" width="150" height="10" rx="5" fill="#c9d6e0"/>
  <rect x="924" y="${y + 36}" width="100" height="8" rx="4" fill="#dde6ed"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#f4f7f9"/>
  <g stroke="#e1e8ee" stroke-width="1">
    ${Array.from({ length: 11 }, (_, i) => `<line x1="${(i + 1) * 100}" y1="0" x2="${(i + 1) * 100}" y2="800"/>`).join('')}
    ${Array.from({ length: 7 }, (_, i) => `<line x1="0" y1="${(i + 1) * 100}" x2="1200" y2="${(i + 1) * 100}"/>`).join('')}
  </g>
  <path d="M330 250 C 300 150 470 110 560 160 C 650 110 820 150 790 260 C 840 400 780 560 640 600 C 590 615 530 615 480 600 C 340 560 280 400 330 250 Z"
    fill="#d7e6f0" stroke="#3d6f95" stroke-width="6"/>
  <path d="M470 300 C 470 260 650 260 650 300 C 680 380 640 470 560 490 C 480 470 440 380 470 300 Z"
    fill="#a8c8d8" stroke="#3d6f95" stroke-width="4"/>
  <path d="M560 60 L560 250 M560 490 L560 740" stroke="#7f9db4" stroke-width="14" stroke-linecap="round" fill="none"/>
  <circle cx="690" cy="520" r="28" fill="#e8b86d" stroke="#b5863d" stroke-width="4"/>
  ${callouts}
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
    filename: 'diagram-placeholder.png',
    alt: 'Placeholder diagram with labelled parts, to be replaced by a medical illustration',
    caption: 'Placeholder illustration.',
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

/** The hero banner and the diagram placeholder, each created once; returns their ids. */
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
