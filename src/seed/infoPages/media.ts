import type { Payload } from 'payload'
import { ensureImage, type DemoImage } from '../media'
import type { SeedLog } from '../index'

/**
 * Pictures for the information pages, drawn as SVG and rendered locally (no text in them:
 * the fonts on the machine that seeds are unknown, and the page text says what they show).
 */

const frame = (width: number, height: number, body: string, background = '#f4f7f9') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`

/** Boxes joined by arrows, branching once: the shape of a decision flowchart. */
function flowchartSvg(): string {
  const box = (x: number, y: number, w: number, fill = '#ffffff') =>
    `<rect x="${x}" y="${y}" width="${w}" height="90" rx="14" fill="${fill}" stroke="#3d6f95" stroke-width="4"/>
     <rect x="${x + 30}" y="${y + 30}" width="${w - 60}" height="12" rx="6" fill="#c9d6e0"/>
     <rect x="${x + 30}" y="${y + 52}" width="${(w - 60) * 0.6}" height="10" rx="5" fill="#dde6ed"/>`
  const arrow = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5b7083" stroke-width="5" marker-end="url(#head)"/>`
  return frame(
    1200,
    800,
    `<defs><marker id="head" markerWidth="10" markerHeight="10" refX="6" refY="5" orient="auto"><path d="M0 0 10 5 0 10z" fill="#5b7083"/></marker></defs>
    ${box(420, 40, 360, '#e8f1fa')}
    ${arrow(600, 130, 600, 200)}
    <path d="M600 210 760 300 600 390 440 300Z" fill="#f6e7c8" stroke="#b5863d" stroke-width="4"/>
    ${arrow(440, 300, 260, 300)}${arrow(760, 300, 940, 300)}
    ${box(60, 255, 200)}${box(940, 255, 200)}
    ${arrow(160, 345, 160, 470)}${arrow(1040, 345, 1040, 470)}
    ${box(40, 480, 240, '#e8f1fa')}${box(920, 480, 240, '#e8f1fa')}
    ${arrow(600, 390, 600, 610)}
    ${box(420, 620, 360, '#dcefe3')}`,
  )
}

/** Four panels: a gland with a growth that gets larger and finally reaches beyond it. */
function stagingSvg(): string {
  const panel = (i: number) => {
    const x = 30 + i * 290
    const r = [18, 40, 70, 95][i]!
    const spread =
      i === 3
        ? `<circle cx="${x + 230}" cy="120" r="16" fill="#c0504d"/><circle cx="${x + 60}" cy="640" r="12" fill="#c0504d"/>`
        : ''
    return `<rect x="${x}" y="60" width="270" height="620" rx="20" fill="#ffffff" stroke="#c9d6e0" stroke-width="3"/>
      <ellipse cx="${x + 135}" cy="370" rx="105" ry="140" fill="#d7e6f0" stroke="#3d6f95" stroke-width="6"/>
      <circle cx="${x + 150 + (i === 3 ? 50 : 0)}" cy="${400 - i * 10}" r="${r}" fill="#e8b86d" stroke="#b5863d" stroke-width="4" opacity="0.9"/>
      ${spread}
      <rect x="${x + 95}" y="90" width="80" height="14" rx="7" fill="#c9d6e0"/>`
  }
  return frame(1200, 740, [0, 1, 2, 3].map(panel).join(''))
}

/** Eight figures in a row, one filled in: the shape of "1 in 8". */
function statisticsSvg(): string {
  const person = (i: number) => {
    const x = 90 + i * 135
    const fill = i === 7 ? '#2f6fb0' : '#ffffff'
    return `<circle cx="${x}" cy="200" r="38" fill="${fill}" stroke="#12284a" stroke-width="5"/>
      <path d="M${x - 55} 430 C ${x - 55} 290 ${x + 55} 290 ${x + 55} 430 Z" fill="${fill}" stroke="#12284a" stroke-width="5"/>`
  }
  return frame(1200, 520, Array.from({ length: 8 }, (_, i) => person(i)).join(''), '#e8f1fa')
}

const POSTER_HUES = ['#1d3557', '#24506e', '#2f5d7c', '#3d6f95', '#4a6b5c', '#5b4a6e', '#6e4a4a']

/** A 16:9 still with soft shapes and a large play mark, in one of a few calm colours. */
function posterSvg(hueIndex: number): string {
  const base = POSTER_HUES[hueIndex % POSTER_HUES.length]!
  return frame(
    1280,
    720,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#0a1a33"/></linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="${200 + hueIndex * 120}" cy="160" r="220" fill="#ffffff" opacity="0.06"/>
    <circle cx="${1100 - hueIndex * 60}" cy="600" r="260" fill="#ffffff" opacity="0.05"/>
    <path d="M0 560 C 300 520 600 600 900 560 S 1200 520 1280 540 L1280 720 L0 720Z" fill="#ffffff" opacity="0.07"/>`,
  )
}

export const infoImages = {
  flowchart: {
    filename: 'psa-decision-flowchart.png',
    alt: 'Placeholder flowchart of the steps to decide, with your doctor, whether to have a PSA test',
    width: 1200,
    height: 800,
    svg: flowchartSvg,
  },
  staging: {
    filename: 'prostate-cancer-stages.png',
    alt: 'Placeholder diagram: four drawings of a tumour growing inside the prostate and then spreading beyond it',
    width: 1200,
    height: 740,
    svg: stagingSvg,
  },
  statistics: {
    filename: 'one-in-eight-men.png',
    alt: 'Eight outlined figures of men in a row, one of them filled in blue: 1 in 8',
    width: 1200,
    height: 520,
    svg: statisticsSvg,
  },
} satisfies Record<string, DemoImage>

/** Poster number `index` (0-based); each has its own file name and alt text, so each is found again by ensureImage. */
export function posterImage(index: number): DemoImage {
  return {
    filename: `video-poster-${index + 1}.png`,
    alt: `Video poster, variant ${index + 1}`,
    width: 1280,
    height: 720,
    svg: () => posterSvg(index),
  }
}

/** How many distinct posters the seed draws: one for single videos, six for the slider. */
export const POSTER_COUNT = 7

export type InfoMediaIds = {
  heroImageId?: number
  diagramImageId?: number
  flowchartImageId: number
  stagingImageId: number
  statisticsImageId: number
  /** posterIds[0] for single videos; posterIds[1..6] for the six slider videos. */
  posterIds: number[]
}

export async function seedInfoMedia(
  payload: Payload,
  log: SeedLog,
  given: { heroImageId?: number; diagramImageId?: number },
): Promise<InfoMediaIds> {
  const posterIds: number[] = []
  for (let i = 0; i < POSTER_COUNT; i++) posterIds.push(await ensureImage(payload, log, posterImage(i)))
  return {
    ...given,
    flowchartImageId: await ensureImage(payload, log, infoImages.flowchart),
    stagingImageId: await ensureImage(payload, log, infoImages.staging),
    statisticsImageId: await ensureImage(payload, log, infoImages.statistics),
    posterIds,
  }
}
