/** `npm run build:css` (part of `npm run build`, before `next build`): see ../siteCss.ts. */
import path from 'node:path';

import { writeSiteCss } from '../siteCss';

const { file, bytes } = await writeSiteCss();
console.log(`${path.relative(process.cwd(), file)}: ${(bytes / 1000).toFixed(1)} kB`);
