import { describe, expect, it } from 'vitest'
import { imageSource, mediaImageSrc } from '@/content/imageSource'
import { imageOf } from '@/content/media'
import type { Media } from '@/payload-types'

describe('mediaImageSrc', () => {
  it('keeps site paths', () => {
    expect(mediaImageSrc('/api/media/file/diagram.png')).toBe('/api/media/file/diagram.png')
  })

  it('turns an absolute address of our media route back into a path', () => {
    expect(mediaImageSrc('https://www.example.org/api/media/file/diagram.png')).toBe('/api/media/file/diagram.png')
    expect(mediaImageSrc('http://localhost:3000/api/media/file/a%20b.png?v=2')).toBe('/api/media/file/a%20b.png?v=2')
  })

  it('leaves other addresses alone', () => {
    expect(mediaImageSrc('https://bucket.example.com/media/diagram.png')).toBe('https://bucket.example.com/media/diagram.png')
    expect(mediaImageSrc('not a url')).toBe('not a url')
  })
})

describe('imageSource', () => {
  const upload = (over: Partial<Media>): Media =>
    ({ id: 1, alt: 'x', updatedAt: '', createdAt: '', mimeType: 'image/png', url: '/api/media/file/p.png', width: 1200, height: 800, ...over }) as Media

  it('takes the named size when Payload made it, with that file’s dimensions', () => {
    const card = { url: 'https://www.example.org/api/media/file/p-640.webp', width: 640, height: 427 }
    expect(imageSource(upload({ sizes: { card } }), 'card')).toEqual({ src: '/api/media/file/p-640.webp', width: 640, height: 427 })
  })

  it('falls back to the original when the size is missing or has no file', () => {
    const original = { src: '/api/media/file/p.png', width: 1200, height: 800 }
    expect(imageSource(upload({}), 'hero')).toEqual(original)
    expect(imageSource(upload({ sizes: { hero: { url: null, width: null, height: null } } }), 'hero')).toEqual(original)
    expect(imageSource(upload({}))).toEqual(original)
  })

  it('gives width and height only when recorded, never the original’s for a size', () => {
    const image = imageSource(upload({ sizes: { card: { url: '/api/media/file/p-640.webp' } } }), 'card')
    expect(image).toEqual({ src: '/api/media/file/p-640.webp' })
    expect(image?.width).toBeUndefined()
    expect(imageSource(upload({ width: null, height: null }))?.height).toBeUndefined()
  })

  it('has no picture for an id, a missing file or a PDF, so no empty src', () => {
    expect(imageSource(7)).toBeNull()
    expect(imageSource(null)).toBeNull()
    expect(imageSource(upload({ url: null }))).toBeNull()
    expect(imageSource(upload({ mimeType: 'application/pdf' }))).toBeNull()
  })
})

describe('imageOf', () => {
  it('uses the original when a size was recorded without its dimensions (next/image needs them)', () => {
    const media = { id: 1, alt: 'A', updatedAt: '', createdAt: '', mimeType: 'image/png', url: '/api/media/file/p.png', width: 900, height: 600 } as Media
    expect(imageOf({ ...media, sizes: { card: { url: '/api/media/file/p-640.webp' } } }, 'card')).toEqual({ src: '/api/media/file/p.png', width: 900, height: 600, alt: 'A' })
    expect(imageOf({ ...media, width: null })).toBeNull()
  })
})
