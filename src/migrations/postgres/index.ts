import * as migration_20261122_013339_initial from './20261122_013339_initial';
import * as migration_20261124_002918_content_a from './20261124_002918_content_a';

export const migrations = [
  {
    up: migration_20261122_013339_initial.up,
    down: migration_20261122_013339_initial.down,
    name: '20261122_013339_initial',
  },
  {
    up: migration_20261124_002918_content_a.up,
    down: migration_20261124_002918_content_a.down,
    name: '20261124_002918_content_a'
  },
];
