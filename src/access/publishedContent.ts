import type { CollectionConfig } from 'payload'
import { editors } from './editors'
import { editorsOrPublished } from './editorsOrPublished'

/** Content with drafts: editors write and see drafts; visitors and other staff read what is published. */
export const publishedContent: NonNullable<CollectionConfig['access']> = {
  create: editors,
  delete: editors,
  read: editorsOrPublished,
  readVersions: editors,
  update: editors,
}
