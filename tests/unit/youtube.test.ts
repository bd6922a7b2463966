import { describe, expect, it } from 'vitest'
import {
  isYouTubeId,
  parseYouTubeId,
  parseYouTubeStart,
  youTubeEmbedUrl,
  youTubeThumbnailUrl,
  youTubeWatchUrl,
} from '../../src/utilities/youtube'

const ID = 'aqz-KE-bpKQ'

describe('parseYouTubeId', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=42`],
    [`http://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&list=abc`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=tracking123&t=10`],
    [`youtu.be/${ID}`],
    [`//youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=30&rel=0`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}?si=xyz`],
    [`https://www.youtube.com/v/${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('finds the id in %s', (input) => {
    expect(parseYouTubeId(input)).toBe(ID)
  })

  it.each([
    [''],
    [null],
    [undefined],
    ['not a video'],
    ['aqz-KE-bpK'], // 10 characters
    ['aqz-KE-bpKQQ'], // 12 characters
    ['aqz KE bpKQ'],
    [`https://vimeo.com/${ID}`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/@SomeChannel'],
    ['https://www.youtube.com/playlist?list=PL1234567890'],
    ['https://youtu.be/'],
    ['javascript:alert(1)'],
  ])('rejects %s', (input) => {
    expect(parseYouTubeId(input)).toBeNull()
  })
})

describe('parseYouTubeStart', () => {
  it.each([
    [`https://youtu.be/${ID}?t=42`, 42],
    [`https://www.youtube.com/watch?v=${ID}&t=90s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/embed/${ID}?start=15`, 15],
  ])('reads the start time in %s', (input, seconds) => {
    expect(parseYouTubeStart(input)).toBe(seconds)
  })

  it.each([[ID], [`https://youtu.be/${ID}`], [`https://youtu.be/${ID}?t=abc`], [`https://youtu.be/${ID}?t=0`], [`https://example.com/?t=5`]])(
    'has no start time in %s',
    (input) => {
      expect(parseYouTubeStart(input)).toBeUndefined()
    },
  )
})

describe('youTubeEmbedUrl', () => {
  it('embeds from the privacy-enhanced domain', () => {
    const url = new URL(youTubeEmbedUrl(ID))
    expect(url.origin).toBe('https://www.youtube-nocookie.com')
    expect(url.pathname).toBe(`/embed/${ID}`)
    expect(url.searchParams.get('autoplay')).toBeNull()
  })

  it('adds autoplay and a whole-second start when asked', () => {
    const url = new URL(youTubeEmbedUrl(ID, { autoplay: true, start: 42.7 }))
    expect(url.searchParams.get('autoplay')).toBe('1')
    expect(url.searchParams.get('start')).toBe('42')
  })

  it('refuses something that is not an id', () => {
    expect(() => youTubeEmbedUrl('https://youtu.be/x')).toThrow()
    expect(() => youTubeEmbedUrl('"><script>')).toThrow()
  })
})

describe('other YouTube addresses', () => {
  it('builds the watch and thumbnail addresses', () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`)
    expect(youTubeWatchUrl(ID, 90)).toBe(`https://www.youtube.com/watch?v=${ID}&t=90s`)
    expect(youTubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`)
  })

  it('recognises ids', () => {
    expect(isYouTubeId(ID)).toBe(true)
    expect(isYouTubeId('dQw4w9WgXcQ')).toBe(true)
    expect(isYouTubeId('dQw4w9WgXc!')).toBe(false)
  })
})
