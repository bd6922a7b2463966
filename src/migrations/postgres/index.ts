import * as migration_20261122_013339_initial from './20261122_013339_initial';
import * as migration_20261124_005939_donations from './20261124_005939_donations';

export const migrations = [
  {
    up: migration_20261122_013339_initial.up,
    down: migration_20261122_013339_initial.down,
    name: '20261122_013339_initial',
  },
  {
    up: migration_20261124_005939_donations.up,
    down: migration_20261124_005939_donations.down,
    name: '20261124_005939_donations'
  },
];
