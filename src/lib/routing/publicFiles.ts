import { readdirSync } from 'node:fs';
import path from 'node:path';

let files: ReadonlySet<string> | undefined;

function list(dir: string, prefix: string, into: Set<string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) list(path.join(dir, entry.name), name, into);
    else into.add(name);
  }
}

/**
 * Whether Next serves `pathname` from `public/` (icons, pictures, the service worker). Read
 * once per process: the folder belongs to the build. Encoded names are compared as the
 * browser sends them.
 */
export function isPublicFile(pathname: string): boolean {
  if (!files) {
    const found = new Set<string>();
    try {
      list(path.join(process.cwd(), 'public'), '', found);
    } catch {
      // No public folder: nothing is served from it.
    }
    files = found;
  }
  return files.has(pathname) || files.has(safeDecode(pathname));
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
