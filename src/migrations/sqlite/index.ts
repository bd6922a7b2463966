import * as migration_20261122_013313_initial from './20261122_013313_initial';
import * as migration_20261124_003505_content_b from './20261124_003505_content_b';

export const migrations = [
  {
    up: migration_20261122_013313_initial.up,
    down: migration_20261122_013313_initial.down,
    name: '20261122_013313_initial',
  },
  {
    up: migration_20261124_003505_content_b.up,
    down: migration_20261124_003505_content_b.down,
    name: '20261124_003505_content_b'
  },
];
