import * as migration_20261122_043142_initial from './20261122_043142_initial';
import * as migration_20261122_110609_block_catalogue from './20261122_110609_block_catalogue';

export const migrations = [
  {
    up: migration_20261122_043142_initial.up,
    down: migration_20261122_043142_initial.down,
    name: '20261122_043142_initial',
  },
  {
    up: migration_20261122_110609_block_catalogue.up,
    down: migration_20261122_110609_block_catalogue.down,
    name: '20261122_110609_block_catalogue'
  },
];
