import { spawn } from 'node:child_process';

import { DamagedArchiveError } from './manifest';

/** Runs tar (GNU tar, as Debian has it); resolves with nothing, or rejects with what tar said. */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(said.trim() || `tar exited with ${code}`))));
  });
}

/** Packs the contents of `dir` (not the folder itself) into a gzipped tar at `archive`. */
export function pack(dir: string, archive: string): Promise<void> {
  return tar(['--create', '--gzip', '--file', archive, '--directory', dir, '--sort=name', '--owner=0', '--group=0', '.']);
}

/** Unpacks `archive` into `dir`; a truncated or corrupt archive fails with {@link DamagedArchiveError}. */
export async function unpack(archive: string, dir: string): Promise<void> {
  try {
    await tar(['--extract', '--gzip', '--file', archive, '--directory', dir, '--no-same-owner']);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`The archive cannot be unpacked, it is damaged or incomplete (tar: ${said.split('\n')[0]}).`);
  }
}
