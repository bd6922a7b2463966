import type { CollectionConfig } from 'payload'
import { finance } from './finance'
import { nobody } from './nobody'

/**
 * Records kept as they were issued (donations, receipts, blocked attempts): Finance reads them;
 * nobody edits or deletes them through the admin or the API. The server writes with overrideAccess.
 */
export const donorRecords: NonNullable<CollectionConfig['access']> = {
  create: nobody,
  delete: nobody,
  read: finance,
  update: nobody,
}
