/**
 * Where uploads (pictures, PDFs, video stills) are kept: the local disk (MEDIA_DIR) by default;
 * an S3-compatible bucket when S3_BUCKET is set, through @payloadcms/storage-s3, so that several
 * instances on several machines serve the same files.
 *
 *   S3_BUCKET              the bucket (required to use S3)
 *   S3_REGION              its region (default us-east-1)
 *   S3_ENDPOINT            another S3-compatible service (MinIO, Ceph, …): its address; paths
 *                          then name the bucket (path-style), as such services expect
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY   credentials (else the SDK's usual sources)
 *
 * Files are still served through /api/media/file/… (Payload reads them from the bucket), so
 * access rules and addresses stay as they are.
 */
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

export function uploadStoragePlugins(): Plugin[] {
  const bucket = process.env.S3_BUCKET ?? ''
  const endpoint = process.env.S3_ENDPOINT || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  return [
    s3Storage({
      // Off without a bucket, but its fields (an object's prefix and key) are always there, so
      // that the schema, and so the migrations, do not depend on where files are kept.
      enabled: Boolean(bucket),
      alwaysInsertFields: true,
      bucket,
      collections: { media: true, 'video-thumbnails': true },
      config: {
        region: process.env.S3_REGION || 'us-east-1',
        endpoint,
        forcePathStyle: Boolean(endpoint),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // Checksums only where S3 requires them: many S3-compatible services refuse the
        // streamed (aws-chunked) checksums newer SDKs send by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    }),
  ]
}
