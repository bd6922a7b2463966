import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { editors } from './editors'

/** Content without drafts (pictures, playlists, member types, redirects): editors write; everyone reads. */
export const publicContent: NonNullable<CollectionConfig['access']> = {
  create: editors,
  delete: editors,
  read: anyone,
  update: editors,
}
