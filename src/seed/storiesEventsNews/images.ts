import type { Payload } from 'payload'
import { ensureImage, type DemoImage } from '../media'
import type { SeedLog } from '../index'

/** Calm palettes (sky top, sky bottom, three land layers, sun) for generated scenes. */
const PALETTES = [
  ['#1d3557', '#a8c8d8', '#2f5d7c', '#24506e', '#12304a', '#f6e7c8'],
  ['#264653', '#e9c46a', '#2a9d8f', '#287271', '#1d4e4a', '#f4e3b5'],
  ['#3a3f73', '#f2b880', '#6b5b95', '#4d4479', '#2e2a52', '#ffe3c2'],
  ['#0b4f6c', '#b8e1ff', '#3f88a6', '#1f6f8b', '#0b3c52', '#fdf6d8'],
  ['#35524a', '#d8e2c4', '#627c67', '#4a6b58', '#2c4438', '#f7efd2'],
  ['#5c374c', '#f5cac3', '#985277', '#7a4465', '#4a2a3d', '#fff0e0'],
] as const

/** A deterministic pseudo-random sequence, so every run draws the same picture for a name. */
function rng(seedText: string) {
  let h = 2166136261
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h ^= h >>> 16) >>> 0) / 4294967296
  }
}

/** A soft landscape: sky gradient, a sun, rolling hills, a few trees or figures on a path. */
export function sceneSvg(name: string, width: number, height: number): string {
  const r = rng(name)
  const [skyTop, skyBottom, land1, land2, land3, sun] = PALETTES[Math.floor(r() * PALETTES.length)]!
  const hill = (base: number, amp: number) => {
    const pts: string[] = [`M0 ${base}`]
    const steps = 4
    for (let i = 1; i <= steps; i++) {
      const x = (width / steps) * i
      const cx = x - width / steps / 2
      pts.push(`Q ${cx.toFixed(0)} ${(base - amp * (0.4 + r())).toFixed(0)} ${x.toFixed(0)} ${(base + amp * (r() - 0.5)).toFixed(0)}`)
    }
    pts.push(`L ${width} ${height} L 0 ${height} Z`)
    return pts.join(' ')
  }
  const sunX = width * (0.2 + r() * 0.6)
  const sunY = height * (0.2 + r() * 0.2)
  const trees = Array.from({ length: 3 + Math.floor(r() * 5) }, () => {
    const x = r() * width
    const y = height * (0.62 + r() * 0.12)
    const s = height * (0.05 + r() * 0.06)
    return `<path d="M${x.toFixed(0)} ${(y - s * 2).toFixed(0)} L${(x + s * 0.7).toFixed(0)} ${y.toFixed(0)} L${(x - s * 0.7).toFixed(0)} ${y.toFixed(0)} Z" fill="${land3}" opacity="0.9"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(height * 0.09).toFixed(0)}" fill="${sun}" opacity="0.9"/>
  <path d="${hill(height * 0.6, height * 0.12)}" fill="${land1}" opacity="0.8"/>
  <path d="${hill(height * 0.72, height * 0.1)}" fill="${land2}" opacity="0.9"/>
  ${trees}
  <path d="${hill(height * 0.85, height * 0.06)}" fill="${land3}"/>
</svg>`
}

/** A simple round partner-logo mark: a ring and a ribbon-like shape in one colour. */
export function logoSvg(name: string, size = 400): string {
  const r = rng(name)
  const [color, , accent] = PALETTES[Math.floor(r() * PALETTES.length)]!
  const c = size / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#ffffff"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.4}" fill="none" stroke="${color}" stroke-width="${size * 0.06}"/>
  <path d="M${c} ${size * 0.25} C ${size * 0.75} ${size * 0.35} ${size * 0.3} ${size * 0.6} ${c} ${size * 0.78} C ${size * 0.7} ${size * 0.6} ${size * 0.25} ${size * 0.35} ${c} ${size * 0.25} Z" fill="${accent}"/>
</svg>`
}

export type SceneRequest = { filename: string; alt: string; width?: number; height?: number; kind?: 'scene' | 'logo' }

/** Generates (locally, with sharp) and uploads each picture once; returns their ids by file name. */
export async function ensureScenes(payload: Payload, log: SeedLog, requests: SceneRequest[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const { filename, alt, width = 1200, height = 800, kind = 'scene' } of requests) {
    const image: DemoImage = {
      filename,
      alt,
      width,
      height,
      svg: () => (kind === 'logo' ? logoSvg(filename, width) : sceneSvg(filename, width, height)),
    }
    ids.set(filename, await ensureImage(payload, log, image))
  }
  return ids
}
