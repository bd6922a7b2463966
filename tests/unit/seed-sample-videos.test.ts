/**
 * The demo's sample video (a cartoon, not about prostate cancer) stays on a demo site, where
 * each embed says it is a sample, and is left out of the pages a production site is seeded with.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { theProstatePage } from '@/seed/pages'
import { forThisSite, SAMPLE_VIDEO_ID, withoutSampleVideos } from '@/seed/sampleVideos'
import { svgLabel } from '@/seed/svgLabel'

const hasSample = (layout: unknown) => JSON.stringify(layout).includes(SAMPLE_VIDEO_ID)
const page = () => theProstatePage(1, { diagramImageId: 2 })

describe('sample videos in the seed', () => {
  const siteEnv = process.env.SITE_ENV
  afterEach(() => {
    if (siteEnv === undefined) delete process.env.SITE_ENV
    else process.env.SITE_ENV = siteEnv
  })

  it('the demo page has them; without them, every other block stays in order', () => {
    const demo = page()
    expect(hasSample(demo.layout)).toBe(true)
    const kept = withoutSampleVideos(demo)
    expect(hasSample(kept.layout)).toBe(false)
    const types = (p: typeof demo) => (p.layout ?? []).map((b) => b.blockType)
    expect(types(kept)).toEqual(types(demo).filter((t) => t !== 'videoEmbed' && t !== 'videoSlider'))
    expect(types(kept)).toContain('mediaBlock')
  })

  it('a production site is seeded without them, a demo site with them', () => {
    process.env.SITE_ENV = 'production'
    expect(hasSample(forThisSite(page()).layout)).toBe(false)
    process.env.SITE_ENV = 'demo'
    expect(hasSample(forThisSite(page()).layout)).toBe(true)
  })
})

describe('labels drawn into the diagrams', () => {
  it('draws one outline per character, centred on x when asked', () => {
    const start = svgLabel('Bladder', 100, 50, { size: 30 })
    expect(start.match(/<path /g)).toHaveLength('Bladder'.length)
    const firstX = (svg: string) => Number(/translate\(([\d.]+) /.exec(svg)![1])
    expect(firstX(start)).toBe(100)
    const middle = svgLabel('Bladder', 100, 50, { size: 30, anchor: 'middle' })
    expect(firstX(middle)).toBeLessThan(100)
    expect(firstX(middle)).toBeGreaterThan(100 - 30 * 'Bladder'.length)
  })
})
