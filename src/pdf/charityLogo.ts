/**
 * The charity's logo mark as a PNG for PDFs, which cannot hold SVG. It is rendered with sharp
 * from public/images/logo.svg, the logo the site shows, so there is one logo file to keep up to
 * date; once per process, at four times the size it is printed so it stays sharp on paper.
 */
import path from 'node:path'
import sharp from 'sharp'

export const LOGO_SVG = 'public/images/logo.svg'

let rendered: Promise<Buffer> | undefined

export function charityLogoPng(): Promise<Buffer> {
  if (!rendered) {
    rendered = sharp(path.join(process.cwd(), LOGO_SVG), { density: 288 }).resize(256, 256).png().toBuffer()
    rendered.catch(() => (rendered = undefined))
  }
  return rendered
}
