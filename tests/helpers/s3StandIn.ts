/**
 * A local stand-in for an S3-compatible object store, enough for @payloadcms/storage-s3:
 * PutObject, GetObject (with Range), HeadObject and DeleteObject on path-style addresses
 * (http://127.0.0.1:port/<bucket>/<key>), answering S3's status codes and its XML error body.
 * Objects live in memory. Signatures are not checked, but every request must carry an AWS
 * Signature V4 Authorization header with the expected access key, as S3 requires.
 *
 *   const s3 = await startS3StandIn({ bucket: 'media', accessKeyId: 'test-key' })
 *   s3.objects()   // Map of key → { body, contentType }
 *   await s3.close()
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StoredObject = { body: Buffer; contentType: string; etag: string }
export type S3StandIn = {
  endpoint: string
  objects: () => Map<string, StoredObject>
  /** Requests so far, as "METHOD key". */
  requests: () => string[]
  close: () => Promise<void>
}

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) }).end(body)
}

export async function startS3StandIn({ bucket, accessKeyId }: { bucket: string; accessKeyId: string }): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>()
  const log: string[] = []
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const [, bucketName, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    log.push(`${req.method} ${key}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const auth = req.headers.authorization ?? ''
    if (!auth.startsWith('AWS4-HMAC-SHA256') || !auth.includes(`Credential=${accessKeyId}/`)) {
      return s3Error(res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.')
    }
    if (bucketName !== bucket) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    if (!key) return s3Error(res, 400, 'InvalidRequest', 'This stand-in answers object requests only.')
    const found = objects.get(key)
    switch (req.method) {
      case 'PUT': {
        if (req.headers['content-encoding']?.includes('aws-chunked')) {
          return s3Error(res, 400, 'NotImplemented', 'This stand-in does not decode aws-chunked bodies.')
        }
        const body = Buffer.concat(chunks)
        const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream', etag })
        return res.writeHead(200, { etag, 'content-length': 0 }).end()
      }
      case 'HEAD':
      case 'GET': {
        if (!found) {
          if (req.method === 'HEAD') return res.writeHead(404).end()
          return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.')
        }
        const headers = { 'content-type': found.contentType, etag: found.etag, 'accept-ranges': 'bytes', 'last-modified': new Date().toUTCString() }
        const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''))
        if (req.method === 'GET' && range) {
          const start = Number(range[1])
          const end = range[2] ? Number(range[2]) : found.body.length - 1
          const part = found.body.subarray(start, end + 1)
          return res
            .writeHead(206, { ...headers, 'content-length': part.length, 'content-range': `bytes ${start}-${end}/${found.body.length}` })
            .end(part)
        }
        res.writeHead(200, { ...headers, 'content-length': found.body.length })
        return req.method === 'HEAD' ? res.end() : res.end(found.body)
      }
      case 'DELETE':
        objects.delete(key)
        return res.writeHead(204).end()
      default:
        return s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects: () => objects,
    requests: () => [...log],
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
