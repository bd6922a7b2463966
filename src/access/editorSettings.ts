import type { GlobalConfig } from 'payload'
import { anyone } from './anyone'
import { editors } from './editors'

/** Site-wide settings the public site shows: everyone reads, editors change them. */
export const editorSettings: NonNullable<GlobalConfig['access']> = {
  read: anyone,
  update: editors,
}
