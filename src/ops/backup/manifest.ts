import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'mobilclub-backup/1';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  /** When the database was copied: every save committed before this is in the archive. */
  snapshotAt: z.string(),
  finishedAt: z.string(),
  /** The database: SQLite's file (embedded), or pg_dump's custom-format dump (at scale). */
  database: z.object({ kind: z.enum(['sqlite', 'postgresql']), file: z.string() }),
  /** The objects of the S3 bucket (at scale), each under `bucket/<key>` in the archive. */
  bucket: z.object({ objects: z.array(z.object({ key: z.string(), contentType: z.string().optional() })) }).optional(),
  /** Whether the session secret is in the archive or comes from PAYLOAD_SECRET. */
  secret: z.enum(['archived', 'environment']),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export class DamagedArchiveError extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Lists and hashes every file of the staged archive and writes the manifest beside them. */
export async function writeManifest(dir: string, fields: Omit<Manifest, 'format' | 'files'>): Promise<Manifest> {
  const files: Manifest['files'] = [];
  for (const relative of await filesUnder(dir)) {
    if (relative === MANIFEST_FILE) continue;
    const file = path.join(dir, relative);
    files.push({ path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
  }
  const manifest: Manifest = { format: FORMAT, ...fields, files };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Reads the manifest of an unpacked archive and checks every file against it: none missing,
 * none added, each of its size and hash. Throws {@link DamagedArchiveError} naming the first fault.
 */
export async function verifyManifest(dir: string): Promise<Manifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new DamagedArchiveError('The archive has no readable manifest.json: it is not a backup of this site, or it is damaged.');
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new DamagedArchiveError(`The archive's manifest.json is not one this version writes (${result.error.issues[0]?.message ?? 'unknown format'}).`);
  const manifest = result.data;
  const listed = new Set(manifest.files.map((file) => file.path));
  const present = (await filesUnder(dir)).filter((file) => file !== MANIFEST_FILE);
  const extra = present.filter((file) => !listed.has(file));
  if (extra.length > 0) throw new DamagedArchiveError(`The archive holds files its manifest does not list: ${extra.slice(0, 3).join(', ')}.`);
  for (const file of manifest.files) {
    const onDisk = path.join(dir, file.path);
    const size = await stat(onDisk).then(
      (info) => info.size,
      () => undefined,
    );
    if (size === undefined) throw new DamagedArchiveError(`The archive lacks ${file.path}, which its manifest lists.`);
    if (size !== file.bytes || (await sha256Of(onDisk)) !== file.sha256) {
      throw new DamagedArchiveError(`${file.path} in the archive is not what was backed up (size or SHA-256 differs): the archive is damaged.`);
    }
  }
  return manifest;
}
