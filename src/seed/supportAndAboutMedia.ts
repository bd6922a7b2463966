import type { DemoImage } from './media'

/**
 * Generated pictures and documents for the newsletters, team, support group, grants and about
 * pages: simple shapes and initials drawn as SVG and rendered locally (the demo PDFs come from
 * ./media). Nothing is downloaded.
 */

const PALETTE = ['#1d3557', '#2f6fb0', '#3d6f95', '#5b7083', '#24506e', '#7a5c99', '#2e7d6b', '#8a5a44']
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const initialsOf = (name: string) =>
  name
    .replace(/^(Dr\.|Prof\.)\s+/, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('')

/** A neutral portrait for someone without a photo yet: head-and-shoulders silhouette on a soft colour with initials. */
export function portraitImage(name: string, index: number, prefix = 'portrait'): DemoImage {
  const colour = PALETTE[index % PALETTE.length]!
  const file = `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`
  return {
    filename: file,
    alt: `Initials of ${name}, in place of a photo`,
    width: 480,
    height: 480,
    svg: () => `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <rect width="480" height="480" fill="${colour}"/>
  <circle cx="240" cy="190" r="92" fill="#ffffff" opacity="0.18"/>
  <path d="M70 480 C 90 350 170 300 240 300 S 390 350 410 480 Z" fill="#ffffff" opacity="0.18"/>
  <text x="240" y="222" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initialsOf(name))}</text>
</svg>`,
  }
}

/** A newsletter cover: a coloured page with a title band and text lines. */
export function newsletterCover(variant: number): DemoImage {
  const colour = PALETTE[variant % PALETTE.length]!
  return {
    filename: `newsletter-cover-${variant + 1}.png`,
    alt: `Newsletter cover, design ${variant + 1}`,
    width: 640,
    height: 480,
    svg: () => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
  <rect width="640" height="480" fill="#f4f7f9"/>
  <rect width="640" height="150" fill="${colour}"/>
  <text x="40" y="95" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#ffffff">Newsletter</text>
  ${[190, 230, 270, 310, 350, 390].map((y, i) => `<rect x="40" y="${y}" width="${i % 3 === 2 ? 360 : 560}" height="16" rx="8" fill="#c9d6e0"/>`).join('')}
</svg>`,
  }
}

/** A round badge with a short word: support group logos and partner logos. */
export function badgeImage(label: string, index: number, prefix: string): DemoImage {
  const colour = PALETTE[(index + 3) % PALETTE.length]!
  const words = label.split(/\s+/)
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [label]
  return {
    filename: `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`,
    alt: `${label} logo`,
    width: 400,
    height: 240,
    svg: () => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">
  <rect width="400" height="240" rx="24" fill="#ffffff"/>
  <circle cx="70" cy="120" r="46" fill="${colour}"/>
  <path d="M48 120 L66 138 L96 100" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  ${lines.map((line, i) => `<text x="135" y="${(lines.length === 1 ? 132 : 112) + i * 40}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${colour}">${esc(line)}</text>`).join('')}
</svg>`,
  }
}

/** A calm scene (a path through trees, people walking) for the contact page and gallery. */
export function sceneImage(name: string, alt: string, variant: number): DemoImage {
  const sky = ['#a8c8d8', '#cfe0c3', '#f1dcc0'][variant % 3]!
  const ground = ['#3d6f95', '#4f7a4a', '#9a6b3f'][variant % 3]!
  return {
    filename: `${name}.png`,
    alt,
    width: 1200,
    height: 800,
    svg: () => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="${sky}"/>
  <circle cx="${900 - variant * 200}" cy="200" r="90" fill="#fff7e6" opacity="0.9"/>
  <path d="M0 520 C 300 460 600 560 1200 480 L1200 800 L0 800 Z" fill="${ground}"/>
  <path d="M520 800 C 560 680 620 600 700 520 L740 520 C 690 600 650 700 680 800 Z" fill="#e8dcc4"/>
  ${[120, 260, 980, 1100].map((x) => `<rect x="${x - 8}" y="380" width="16" height="140" fill="#5a4632"/><circle cx="${x}" cy="360" r="60" fill="#2f5d3a"/>`).join('')}
  ${[640, 700].map((x, i) => `<circle cx="${x}" cy="${560 - i * 20}" r="14" fill="#1d3557"/><rect x="${x - 12}" y="${575 - i * 20}" width="24" height="50" rx="10" fill="#1d3557"/>`).join('')}
</svg>`,
  }
}

