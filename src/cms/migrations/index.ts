import * as migration_20261122_043142_initial from './20261122_043142_initial';

export const migrations = [
  {
    up: migration_20261122_043142_initial.up,
    down: migration_20261122_043142_initial.down,
    name: '20261122_043142_initial'
  },
];
