/**
 * Setup file of the int and int-pg projects (vitest.config.ts): before a test file's hooks start,
 * wait for the project's migrated template (tests/helpers/migratedTemplate.ts), so that the
 * first files of a run do not spend their beforeAll deadline waiting for it.
 */
import { inject } from 'vitest'
import { waitForTemplate } from './migratedTemplate'

const template = process.env.TEST_DATABASE === 'postgres' ? inject('postgresTemplate') : inject('sqliteTemplate')
if (template) await waitForTemplate(template.readyFile)
