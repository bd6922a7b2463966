import * as migration_20261122_013313_initial from './20261122_013313_initial';
import * as migration_20261124_011244_videos from './20261124_011244_videos';

export const migrations = [
  {
    up: migration_20261122_013313_initial.up,
    down: migration_20261122_013313_initial.down,
    name: '20261122_013313_initial',
  },
  {
    up: migration_20261124_011244_videos.up,
    down: migration_20261124_011244_videos.down,
    name: '20261124_011244_videos'
  },
];
