/**
 * A fundraiser's photo: JPEG, PNG or WebP, told by decoding the file (its name and the type the
 * browser claims count for nothing), up to 5 MB and 40 megapixels. It is stored in the media
 * library, which makes the resized copies the pages show, under a random file name (the person's
 * own file name could say more than they meant to publish). A replaced or erased photo is deleted.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { relationId } from '@/utilities/relationId'
import { PHOTO_MAX_BYTES } from './photoRules'

const PHOTO_MAX_PIXELS = 40_000_000
const PHOTO_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
const FILE_PREFIX = 'fundraiser-photo-'

export type CheckedPhoto = { data: Buffer; mimetype: string; name: string; size: number }
export type PhotoCheck = { photo: CheckedPhoto; error?: undefined } | { photo?: undefined; error: string }

/**
 * The file of a posted file field, or null when none was chosen. The browser then posts an empty
 * file: nameless from a plain form, but with a name once a script has sent the form. So an empty
 * file counts as none, named or not: it is no picture either way.
 */
export function postedFile(value: FormDataEntryValue | null | undefined): File | null {
  if (typeof value !== 'object' || value === null || typeof (value as File).arrayBuffer !== 'function') return null
  const file = value as File
  return file.size > 0 ? file : null
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Reads and checks a chosen photo: the stored form, or the message to show at the field. */
export async function checkPhoto(file: File): Promise<PhotoCheck> {
  if (file.size === 0) return { error: 'This file is empty. Choose a JPEG, PNG or WebP picture.' }
  if (file.size > PHOTO_MAX_BYTES) return { error: `This picture is ${megabytes(file.size)}: choose one of up to 5 MB (a phone’s “medium” or “large” size is fine).` }
  const data = Buffer.from(await file.arrayBuffer())
  let format: string | undefined
  try {
    const image = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS })
    format = (await image.metadata()).format
    // Decoding the whole picture finds a damaged file now, not when the resized copies are made.
    await image.stats()
  } catch (error) {
    if (/pixel limit/i.test(String(error))) return { error: 'This picture has too many pixels: choose one of up to 40 megapixels.' }
    return { error: 'This file is not a picture we can read. Choose a JPEG, PNG or WebP picture.' }
  }
  const mimetype = format ? PHOTO_TYPES[format] : undefined
  if (!mimetype) return { error: `This picture is a ${format?.toUpperCase() ?? 'kind'} file, which we cannot show. Choose a JPEG, PNG or WebP picture.` }
  const extension = format === 'jpeg' ? 'jpg' : format
  return { photo: { data, mimetype, name: `${FILE_PREFIX}${crypto.randomBytes(8).toString('hex')}.${extension}`, size: data.length } }
}

/** Stores a checked photo in the media library, with the person's name as its text for people who cannot see it. */
export async function storePhoto(payload: Payload, photo: CheckedPhoto, name: string): Promise<number> {
  const media = await payload.create({ collection: 'media', data: { alt: name }, file: photo, overrideAccess: true, depth: 0 })
  return media.id
}

/** Deletes a fundraiser's photo (only one stored by this module: a picture of the library is left alone). */
export async function deletePhoto(payload: Payload, photo: unknown): Promise<void> {
  const id = relationId(photo as number | { id: number } | null)
  if (!id) return
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (media?.filename?.startsWith(FILE_PREFIX)) await payload.delete({ collection: 'media', id, overrideAccess: true })
}

/** Puts a new photo on a page (replacing the old one, which is deleted): null when saved, or the message for the field. */
export async function replacePagePhoto(payload: Payload, page: { id: number; name: string; photo?: unknown }, file: File | null): Promise<string | null> {
  if (!file) return 'Choose a picture to upload.'
  const checked = await checkPhoto(file)
  if (!checked.photo) return checked.error
  const id = await storePhoto(payload, checked.photo, page.name)
  try {
    await payload.update({ collection: 'fundraisers', id: page.id, data: { photo: id }, overrideAccess: true, depth: 0 })
  } catch (error) {
    await deletePhoto(payload, id)
    throw error
  }
  await deletePhoto(payload, page.photo)
  return null
}
