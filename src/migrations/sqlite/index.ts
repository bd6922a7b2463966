import * as migration_20261122_013313_initial from './20261122_013313_initial';
import * as migration_20261124_003122_info from './20261124_003122_info';

export const migrations = [
  {
    up: migration_20261122_013313_initial.up,
    down: migration_20261122_013313_initial.down,
    name: '20261122_013313_initial',
  },
  {
    up: migration_20261124_003122_info.up,
    down: migration_20261124_003122_info.down,
    name: '20261124_003122_info'
  },
];
