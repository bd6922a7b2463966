import * as migration_20261122_013339_initial from './20261122_013339_initial';
import * as migration_20261124_011301_videos from './20261124_011301_videos';

export const migrations = [
  {
    up: migration_20261122_013339_initial.up,
    down: migration_20261122_013339_initial.down,
    name: '20261122_013339_initial',
  },
  {
    up: migration_20261124_011301_videos.up,
    down: migration_20261124_011301_videos.down,
    name: '20261124_011301_videos'
  },
];
