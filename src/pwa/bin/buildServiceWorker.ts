/** `npm run build:sw` (part of `npm run build`): see ../serviceWorkerBuild.ts. */
import { buildServiceWorker } from '../serviceWorkerBuild';

await buildServiceWorker();
