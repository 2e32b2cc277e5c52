import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the site serves from installed packages: one or more sources (joined), and its type. */
export interface PackageFile {
  /** Paths under node_modules. */
  sources: readonly string[];
  type: string;
}

/**
 * Files of libraries served from this site's own origin (no third-party request), by name.
 * Used by routes rendered once at build time.
 */
export async function packageFileResponse(files: Readonly<Record<string, PackageFile>>, name: string): Promise<Response> {
  const file = Object.hasOwn(files, name) ? files[name] : undefined;
  if (!file) return new Response('Not found', { status: 404 });
  const parts = await Promise.all(
    file.sources.map((source) => readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', source), 'utf8')),
  );
  return new Response(parts.join('\n'), { headers: { 'Content-Type': file.type } });
}
