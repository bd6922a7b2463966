import { describe, expect, it } from 'vitest'
import { mediaImageSrc } from '../../src/blocks/MediaBlock/imageSrc'

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
