import * as migration_20261122_013339_initial from './20261122_013339_initial';
import * as migration_20261124_012716_features from './20261124_012716_features';
import * as migration_20261124_183448_support_and_about from './20261124_183448_support_and_about';
import * as migration_20261124_193257_receipt_counter from './20261124_193257_receipt_counter';
import * as migration_20261124_194551_receipt_catch_up_task from './20261124_194551_receipt_catch_up_task';
import * as migration_20261124_201146_spam_folder from './20261124_201146_spam_folder';
import * as migration_20261124_214440_staff_roles from './20261124_214440_staff_roles';
import * as migration_20261124_214450_existing_users_administrators from './20261124_214450_existing_users_administrators';
import * as migration_20261124_221523_two_factor from './20261124_221523_two_factor';
import * as migration_20261124_224306_privacy_settings from './20261124_224306_privacy_settings';

export const migrations = [
  {
    up: migration_20261122_013339_initial.up,
    down: migration_20261122_013339_initial.down,
    name: '20261122_013339_initial',
  },
  {
    up: migration_20261124_012716_features.up,
    down: migration_20261124_012716_features.down,
    name: '20261124_012716_features',
  },
  {
    up: migration_20261124_183448_support_and_about.up,
    down: migration_20261124_183448_support_and_about.down,
    name: '20261124_183448_support_and_about',
  },
  {
    up: migration_20261124_193257_receipt_counter.up,
    down: migration_20261124_193257_receipt_counter.down,
    name: '20261124_193257_receipt_counter',
  },
  {
    up: migration_20261124_194551_receipt_catch_up_task.up,
    down: migration_20261124_194551_receipt_catch_up_task.down,
    name: '20261124_194551_receipt_catch_up_task',
  },
  {
    up: migration_20261124_201146_spam_folder.up,
    down: migration_20261124_201146_spam_folder.down,
    name: '20261124_201146_spam_folder',
  },
  {
    up: migration_20261124_214440_staff_roles.up,
    down: migration_20261124_214440_staff_roles.down,
    name: '20261124_214440_staff_roles',
  },
  {
    up: migration_20261124_214450_existing_users_administrators.up,
    down: migration_20261124_214450_existing_users_administrators.down,
    name: '20261124_214450_existing_users_administrators',
  },
  {
    up: migration_20261124_221523_two_factor.up,
    down: migration_20261124_221523_two_factor.down,
    name: '20261124_221523_two_factor',
  },
  {
    up: migration_20261124_224306_privacy_settings.up,
    down: migration_20261124_224306_privacy_settings.down,
    name: '20261124_224306_privacy_settings'
  },
];
