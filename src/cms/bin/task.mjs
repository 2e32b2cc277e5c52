// Runs a CMS script (`node src/cms/bin/task.mjs src/cms/bin/migrate.ts`) with the `production`
// export condition, and runs it again if Node exits it with code 13 while loading modules.
//
// Why: Lexical's Node builds pick their dev or prod module with a top-level `await import()`,
// and Node 20's loader now and then deadlocks on such modules when several are evaluated at
// once: the process exits 13 ("unsettled top-level await") before the script has run a line.
// The `production` condition resolves Lexical's packages to their plain builds, which have no
// such await. Should another package do the same, nothing was done yet, so a second try is
// safe. Plain JavaScript: it must run before tsx is loaded.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const UNSETTLED_TOP_LEVEL_AWAIT = 13;
const ATTEMPTS = 4;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node src/cms/bin/task.mjs <script.ts> [arguments]');
  process.exit(2);
}

const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=production`.trim() };

let status = 1;
for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
  const result = spawnSync(process.execPath, [tsx, script, ...args], { stdio: 'inherit', env });
  status = result.status ?? 1;
  if (status !== UNSETTLED_TOP_LEVEL_AWAIT) break;
  if (attempt < ATTEMPTS) console.error(`${script}: Node's module loader stalled (exit code 13); starting it again.`);
}
process.exit(status);
