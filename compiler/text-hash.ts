import * as crypto from 'node:crypto';

/** Node's one-call hash where there is one (Node 20.12 and later): it makes no hash object for each text. */
const oneCall = (crypto as { hash?: (algorithm: string, data: string | Uint8Array, encoding: 'base64') => string })
  .hash;

/**
 * The hash a file's bytes or a text (as UTF-8) is known by (sha1, base64): the compile's store keeps each content
 * file under it (scripts/compile-cache.ts `fileHash`) and measures each page's data file text with it
 * (`KeptFiles.textHashes`), the emit stamps each generated file with it, and a page's pre-render is known unchanged
 * by it (scripts/prerender/units.ts).
 */
export const textHash = (data: string | Uint8Array): string =>
  oneCall ? oneCall('sha1', data, 'base64') : crypto.createHash('sha1').update(data).digest('base64');
