import type { CollectionConfig } from 'payload'
import { authenticated } from './authenticated'
import { authenticatedOrPublished } from './authenticatedOrPublished'

/** Content with drafts: editors write and see drafts; visitors read what is published. */
export const publishedContent: NonNullable<CollectionConfig['access']> = {
  create: authenticated,
  delete: authenticated,
  read: authenticatedOrPublished,
  update: authenticated,
}
