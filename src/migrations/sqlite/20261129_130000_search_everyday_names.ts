import type { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'
import { addThesaurusToSavedSearchSettings } from '../../search/thesaurusUpgrade'

/**
 * Hand-written data step (no schema change): Search settings saved before the thesaurus learnt
 * survival figures, who runs the charity, helpful websites, talking to a volunteer and where a
 * donation goes take in those lines; staff's own lines stay.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await addThesaurusToSavedSearchSettings(payload, req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Staff may have edited the lines since; they stay as they are.
}
