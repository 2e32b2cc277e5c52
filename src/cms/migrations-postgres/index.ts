import * as migration_20261123_133152_initial from './20261123_133152_initial';

export const migrations = [
  {
    up: migration_20261123_133152_initial.up,
    down: migration_20261123_133152_initial.down,
    name: '20261123_133152_initial'
  },
];
