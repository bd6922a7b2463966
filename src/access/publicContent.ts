import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { authenticated } from './authenticated'

/** Content without drafts (pictures, playlists, member types, redirects): editors write; everyone reads. */
export const publicContent: NonNullable<CollectionConfig['access']> = {
  create: authenticated,
  delete: authenticated,
  read: anyone,
  update: authenticated,
}
