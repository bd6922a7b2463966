/**
 * Uploads on S3-compatible storage (src/operations/uploadStorage.ts) when S3_BUCKET is set,
 * against the local stand-in tests/helpers/s3StandIn.ts: a picture and its generated sizes go
 * to the bucket and not to the local media folder, are served back from the bucket through
 * Payload's file handler, and are removed from the bucket with their document. Without
 * S3_BUCKET nothing changes (every other test runs on the local disk).
 * Databases: SQLite.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createLocalReq, type Payload, type PayloadHandler, type PayloadRequest } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startS3StandIn, type S3StandIn } from '../helpers/s3StandIn'

let ctx: TestPayload
let payload: Payload
let s3: S3StandIn

beforeAll(async () => {
  s3 = await startS3StandIn({ bucket: 'charity-media', accessKeyId: 'test-key' })
  Object.assign(process.env, {
    S3_BUCKET: 'charity-media',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'ca-central-1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  })
  ctx = await startTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.stop()
  await s3?.close()
})

/** GET /api/media/file/<filename> as Payload's REST route answers it (the storage adapter's handler). */
async function serveFile(filename: string): Promise<Response> {
  const upload = payload.collections.media.config.upload
  const handlers = (typeof upload === 'object' ? upload.handlers : []) as unknown as Array<
    (req: PayloadRequest, args: { params: { collection: string; filename: string } }) => ReturnType<PayloadHandler>
  >
  const req = await createLocalReq({}, payload)
  req.headers = new Headers()
  for (const handler of handlers) {
    const res = await handler(req, { params: { collection: 'media', filename } })
    if (res) return res
  }
  throw new Error('no handler answered')
}

describe('uploads on S3-compatible storage', () => {
  it('stores a picture and its sizes in the bucket, serves them from there, and deletes them with the document', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a6f97' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A blue rectangle' },
      file: { data: png, mimetype: 'image/png', name: 'blue-square.png', size: png.length },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const keys = [...s3.objects().keys()].sort()
    expect(keys).toContain('blue-square.png')
    // The generated sizes narrower than the picture (thumbnail 320, card 640) are there too.
    expect(keys.filter((k) => k.endsWith('.webp'))).toHaveLength(2)
    expect(s3.objects().get('blue-square.png')!.body.equals(png)).toBe(true)
    expect(s3.objects().get('blue-square.png')!.contentType).toBe('image/png')
    // Nothing on the local disk.
    expect(fs.readdirSync(path.join(ctx.dir, 'media'))).toEqual([])
    expect(media.url).toBe('/api/media/file/blue-square.png')

    const served = await serveFile('blue-square.png')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect([...s3.objects().keys()]).toEqual([])
  })
})
