// Worker threads do not inherit the TypeScript loader of the build process: register it, then run the worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
