import * as migration_20261122_013313_initial from './20261122_013313_initial';
import * as migration_20261124_012712_features from './20261124_012712_features';
import * as migration_20261124_183417_support_and_about from './20261124_183417_support_and_about';
import * as migration_20261124_193247_receipt_counter from './20261124_193247_receipt_counter';
import * as migration_20261124_201140_spam_folder from './20261124_201140_spam_folder';
import * as migration_20261124_214410_staff_roles from './20261124_214410_staff_roles';
import * as migration_20261124_214420_existing_users_administrators from './20261124_214420_existing_users_administrators';
import * as migration_20261124_221442_two_factor from './20261124_221442_two_factor';
import * as migration_20261124_224132_privacy_settings from './20261124_224132_privacy_settings';

export const migrations = [
  {
    up: migration_20261122_013313_initial.up,
    down: migration_20261122_013313_initial.down,
    name: '20261122_013313_initial',
  },
  {
    up: migration_20261124_012712_features.up,
    down: migration_20261124_012712_features.down,
    name: '20261124_012712_features',
  },
  {
    up: migration_20261124_183417_support_and_about.up,
    down: migration_20261124_183417_support_and_about.down,
    name: '20261124_183417_support_and_about',
  },
  {
    up: migration_20261124_193247_receipt_counter.up,
    down: migration_20261124_193247_receipt_counter.down,
    name: '20261124_193247_receipt_counter',
  },
  {
    up: migration_20261124_201140_spam_folder.up,
    down: migration_20261124_201140_spam_folder.down,
    name: '20261124_201140_spam_folder',
  },
  {
    up: migration_20261124_214410_staff_roles.up,
    down: migration_20261124_214410_staff_roles.down,
    name: '20261124_214410_staff_roles',
  },
  {
    up: migration_20261124_214420_existing_users_administrators.up,
    down: migration_20261124_214420_existing_users_administrators.down,
    name: '20261124_214420_existing_users_administrators',
  },
  {
    up: migration_20261124_221442_two_factor.up,
    down: migration_20261124_221442_two_factor.down,
    name: '20261124_221442_two_factor',
  },
  {
    up: migration_20261124_224132_privacy_settings.up,
    down: migration_20261124_224132_privacy_settings.down,
    name: '20261124_224132_privacy_settings'
  },
];
