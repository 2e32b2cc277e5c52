/** `npm run build:css` (part of `npm run build`, before `next build`): see ../siteCss.ts. */
import { writeSiteCss } from '../siteCss';

const { file, bytes } = await writeSiteCss();
console.log(`${path(file)}: ${(bytes / 1000).toFixed(1)} kB`);

function path(file: string): string {
  return file.slice(process.cwd().length + 1);
}
