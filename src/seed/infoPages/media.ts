import type { Payload } from 'payload'
import { ensureImage, type DemoImage } from '../media'
import { svgLabel, svgLines } from '../svgLabel'
import type { SeedLog } from '../index'

/**
 * Pictures for the information pages, drawn as SVG and rendered locally; their words are drawn
 * as outlines (./svgLabel), as the fonts on the machine that seeds are unknown.
 */

const frame = (width: number, height: number, body: string, background = '#f4f7f9') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>`

/**
 * The steps of deciding about a PSA test, as the page's text gives them: think about your
 * risk; at 45 or older, or sooner at higher risk, talk with your doctor, weigh the benefits and
 * harms together, and decide.
 */
function flowchartSvg(): string {
  // Drawn tall, with large words, so that it still reads on a phone about 360 pixels wide.
  const SIZE = 38
  const LINE = 46
  const text = (lines: string[], x: number, y: number, weight: 'regular' | 'bold' = 'regular', size = SIZE) =>
    svgLines(lines, x, y, { size, weight, anchor: 'middle', lineHeight: LINE })
  const box = (x: number, y: number, w: number, h: number, lines: string[], fill = '#ffffff', size = SIZE) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="#3d6f95" stroke-width="4"/>` +
    text(lines, x + w / 2, y + h / 2 - ((lines.length - 1) * LINE) / 2 + size / 3, 'regular', size)
  const arrow = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#5b7083" stroke-width="5" marker-end="url(#head)"/>`
  const word = (w: string, x: number, y: number) => svgLabel(w, x, y, { size: SIZE, weight: 'bold', anchor: 'middle' })
  return frame(
    900,
    1080,
    `<defs><marker id="head" viewBox="0 0 10 10" markerWidth="4" markerHeight="4" refX="6" refY="5" orient="auto"><path d="M0 0 10 5 0 10z" fill="#5b7083"/></marker></defs>
    ${box(30, 20, 840, 130, ['Think about your risk: age,', 'family history, ancestry'], '#e8f1fa')}
    ${arrow(330, 150, 330, 196)}
    <path d="M330 206 570 336 330 466 90 336Z" fill="#f6e7c8" stroke="#b5863d" stroke-width="4"/>
    ${text(['45 or older,', 'or at higher', 'risk?'], 330, 306, 'bold')}
    ${arrow(570, 336, 620, 336)}${word('No', 597, 318)}
    ${box(632, 180, 238, 330, ['Not yet.', 'Think again', 'at 45, or', 'sooner if', 'your family', 'history', 'changes.'], '#ffffff', 32)}
    ${arrow(330, 466, 330, 530)}${word('Yes', 390, 510)}
    ${box(30, 540, 600, 130, ['Talk with your doctor', 'about the PSA test'])}
    ${arrow(330, 670, 330, 726)}
    ${box(30, 736, 600, 130, ['Weigh the benefits', 'and harms together'])}
    ${arrow(330, 866, 330, 922)}
    ${box(30, 932, 600, 130, ['Decide: have the test,', 'or wait and talk again'], '#dcefe3')}`,
  )
}

/**
 * The T of the TNM stages in four panels: too small to feel, inside the prostate, through its
 * outer layer, and into nearby organs or further.
 */
function stagingSvg(): string {
  const titles = [
    ['T1', 'Too small to', 'feel or see', 'on a scan'],
    ['T2', 'Can be felt;', 'still inside', 'the prostate'],
    ['T3', 'Grown through', 'the outer layer'],
    ['T4, N or M', 'Into nearby', 'organs, lymph', 'nodes or bones'],
  ]
  const panel = (i: number) => {
    const x = 30 + i * 290
    const [t, ...lines] = titles[i]!
    const tumour = [
      { cx: 150, r: 18 },
      { cx: 155, r: 48 },
      { cx: 195, r: 62 },
      { cx: 175, r: 80 },
    ][i]!
    const spread =
      i === 3
        ? `<circle cx="${x + 236}" cy="262" r="16" fill="#c0504d"/><circle cx="${x + 48}" cy="600" r="13" fill="#c0504d"/><circle cx="${x + 230}" cy="620" r="10" fill="#c0504d"/>`
        : ''
    return `<rect x="${x}" y="20" width="270" height="700" rx="20" fill="#ffffff" stroke="#c9d6e0" stroke-width="3"/>
      ${svgLabel(t!, x + 135, 80, { size: 42, weight: 'bold', anchor: 'middle' })}
      ${svgLines(lines, x + 135, 130, { size: 30, anchor: 'middle', lineHeight: 36 })}
      <ellipse cx="${x + 135}" cy="420" rx="105" ry="140" fill="#d7e6f0" stroke="#3d6f95" stroke-width="6"/>
      <circle cx="${x + tumour.cx}" cy="${430 - i * 10}" r="${tumour.r}" fill="#e8b86d" stroke="#b5863d" stroke-width="4" opacity="0.9"/>
      ${spread}`
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
    alt: 'Flowchart. Think about your risk: age, family history, ancestry. Are you 45 or older, or at higher risk? If not, think again at 45, or sooner if your family history changes. If so, talk with your doctor about the PSA test, weigh the benefits and harms together, and decide: have the test, or wait and talk again.',
    width: 900,
    height: 1080,
    svg: flowchartSvg,
  },
  staging: {
    filename: 'prostate-cancer-stages.png',
    alt: 'Four drawings of the prostate. T1: a cancer too small to feel or see on a scan. T2: a larger one that can be felt, still inside the prostate. T3: one grown through the outer layer. T4, N or M: one grown into nearby organs, lymph nodes or bones.',
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
