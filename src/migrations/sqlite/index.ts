import * as migration_20261122_013313_initial from './20261122_013313_initial';
import * as migration_20261124_005919_donations from './20261124_005919_donations';

export const migrations = [
  {
    up: migration_20261122_013313_initial.up,
    down: migration_20261122_013313_initial.down,
    name: '20261122_013313_initial',
  },
  {
    up: migration_20261124_005919_donations.up,
    down: migration_20261124_005919_donations.down,
    name: '20261124_005919_donations'
  },
];
