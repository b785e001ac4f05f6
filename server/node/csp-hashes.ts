import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSP_HASHES_FILE, NO_HASHES, type CspHashes } from '../security-headers.ts';

/** The hashes a built site's pages need, as the build wrote them; none for a folder built without the file. */
export function readCspHashes(clientDir: string): CspHashes {
  const file = join(clientDir, CSP_HASHES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CspHashes) : NO_HASHES;
}
