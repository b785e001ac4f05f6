// Worker threads do not inherit the TypeScript loader of the build process: register it, then run the module
// the thread was started for (workerData.module, relative to this folder).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(new URL(workerData.module, import.meta.url).href);
