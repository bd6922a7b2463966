/** /widget-preview exists on the demo site only and is never indexed. */
import { afterEach, describe, expect, it } from 'vitest'

afterEach(() => {
  delete process.env.SITE_ENV
})

describe('/widget-preview', () => {
  it('answers not found on the production site and renders elsewhere', async () => {
    const { default: WidgetPreviewPage, metadata } = await import('@/app/(frontend)/widget-preview/page')
    expect(metadata.robots).toEqual({ index: false, follow: false })
    expect(WidgetPreviewPage()).toBeTruthy()
    process.env.SITE_ENV = 'production'
    expect(() => WidgetPreviewPage()).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/)
  })
})
