// Prints the Node version a script runs on and stops it when that is not the project's major
// (package.json's devDependency `node`): `npm run setup` puts it on every npm script's PATH.
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).devDependencies.node;
const wantedMajor = wanted.split('.')[0];
const currentMajor = process.versions.node.split('.')[0];

if (currentMajor !== wantedMajor) {
  console.error(
    `This project runs on Node ${wantedMajor}, but this is Node ${process.version}. ` +
      `Run 'npm run setup': it installs the dependencies and Node ${wanted} with them.`,
  );
  process.exit(1);
}
console.log(`Node ${process.version}`);
