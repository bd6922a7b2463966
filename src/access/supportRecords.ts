import type { CollectionConfig } from 'payload'
import { nobody } from './nobody'
import { support } from './support'

/** What people send through the forms: Support reads and handles it; only the server creates it. */
export const supportRecords: NonNullable<CollectionConfig['access']> = {
  create: nobody,
  delete: support,
  read: support,
  update: support,
}
