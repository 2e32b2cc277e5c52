import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** bench/bare, built and served: the floor our figures are measured against. */
export interface BareApp {
  origin: string;
  previewModeId: string;
  stop: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds and serves bench/bare, from a folder of its own outside the project: inside it, Next
 * takes the project's folder for the app's root and builds the site's instrumentation and proxy
 * into the bare app. node_modules is linked file by file (the same versions, no download).
 * `addFiles` puts files into the app before it is built (the picture page's pictures).
 */
export async function startBare({ port, addFiles }: { port: number; addFiles?: (dir: string) => Promise<void> }): Promise<BareApp> {
  const dir = path.join(tmpdir(), 'mobilclub-bench-bare');
  rmSync(path.join(dir, 'app'), { recursive: true, force: true });
  rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync('bench/bare', dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-bare', private: true })}\n`);
  // The project's packages, hard-linked; again after an upgrade (a copy of another Next is no floor).
  const nextVersion = (modules: string) => {
    const file = path.join(modules, 'next/package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
  };
  if (nextVersion(path.join(dir, 'node_modules')) !== nextVersion('node_modules')) {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    try {
      execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
    } catch {
      // Another file system: a plain copy.
      cpSync('node_modules', path.join(dir, 'node_modules'), { recursive: true });
    }
  }
  await addFiles?.(dir);
  const next = path.join(dir, 'node_modules/.bin/next');
  execFileSync(next, ['build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const server = spawn(next, ['start', '-p', String(port)], { cwd: dir, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100 && !(await fetch(origin).then(() => true, () => false)); attempt += 1) await sleep(100);
  const { preview } = JSON.parse(readFileSync(path.join(dir, '.next/prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
  return { origin, previewModeId: preview.previewModeId, stop: () => server.kill() };
}
