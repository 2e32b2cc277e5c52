import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Service, startPostgres } from '../../deploy/cluster/services';
import { searchCases } from './searchCases';

// On PostgreSQL's full-text search (`german`), as the cluster runs it: a server of its own.
let postgres: Service | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-search-pg-'));

searchCases(
  'search-pg',
  async () => {
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    const started = await startPostgres(dir, port, path.join(dir, 'postgres.log'));
    postgres = started.service;
    return started.url;
  },
  async () => {
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  },
  'postgres',
);
