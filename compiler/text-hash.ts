import { createHash } from 'node:crypto';

/**
 * The hash a file's bytes or a text (as UTF-8) is known by (sha1, base64): the compile's store keeps each content
 * file under it (scripts/compile-cache.ts `fileHash`) and measures each page's data file text with it
 * (`KeptFiles.textHashes`), the emit stamps each generated file with it, and a page's pre-render is known unchanged
 * by it (scripts/prerender/units.ts).
 */
export const textHash = (text: string | Uint8Array): string => createHash('sha1').update(text).digest('base64');
