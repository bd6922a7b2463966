import type { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'
import { addThesaurusToSavedSearchSettings } from '../../search/thesaurusUpgrade'

/**
 * Hand-written data step (no schema change): Search settings saved before the thesaurus dropped
 * words that, alone or once glue words go ("in person" is "person"), found unrelated pages
 * ("blue", "returned", "training", "parking", "job", "caring for", "history", "by mail",
 * "in person", "the north") take in those lines as they now read; staff's own lines stay.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await addThesaurusToSavedSearchSettings(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Staff may have edited the lines since; they stay as they are.
}
