/**
 * Compiles the content in its own thread and hands back only what the rest of the build needs (page addresses and
 * data files, the static extras), then keeps what it made for the next build. The compiled site of a large content set takes hundreds of MB; when this thread
 * ends all of it is returned at once, instead of lingering in the build's own heap.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildContent } from '../build-content.ts';
import { GENERATED_DIR } from '../../compiler/generated-dir.ts';
import { staticExtras } from '../static-output.ts';
import type { CompiledContent } from './units.ts';
import { dataFileOf } from '../../schema/data-files.ts';
import { NOT_FOUND_PATH } from '../../schema/routes.ts';

const { root, cache } = workerData as { root: string; cache?: { compiler: string; fresh: boolean } };
const built = buildContent(root, { cache });
// Without a site the report is printed; the thread ends without a message (not through process.exit, which would
// drop the report still on its way to the build's output) and the build stops.
if (built) {
  const { site, textHashes, keep } = built;
  // A clean build's store holds every file: written first, so that this thread's memory is gone before the render
  // workers fill theirs, and its CPU is not taken from them. A rebuild's is written while its few pages render.
  if (cache?.fresh) keep();
  parentPort!.postMessage({
    pages: site.pages.map((p) => ({
      path: p.route.path,
      data: join(GENERATED_DIR, p.route.dataFile),
      dataHash: textHashes.get(p.route.path),
    })),
    notFound: { data: join(GENERATED_DIR, dataFileOf(NOT_FOUND_PATH)), dataHash: textHashes.get(NOT_FOUND_PATH) },
    extras: staticExtras(site),
    redirects: site.redirects,
    logos: site.logos,
  } satisfies CompiledContent);
  if (!cache?.fresh) keep();
}
