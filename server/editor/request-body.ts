/** The bodies of the editor's requests, read the same way by the editor on the site's server and on a static host. */
import type { Context } from 'hono';
import { EntryError } from './entry-refs.ts';

/** The largest JSON body of a save (an entry and its text). */
export const MAX_JSON_BYTES = 512 * 1024;

function parseObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EntryError(400, 'Expected JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new EntryError(400, 'Expected an object');
  return body as Record<string, unknown>;
}

const isJson = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json');

/** The JSON body of a save, at most MAX_JSON_BYTES: `{ version, data, body?, slug? }`, `data` an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> & { body?: string }> {
  if (!isJson(c)) throw new EntryError(400, 'Expected JSON');
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw new EntryError(400, 'The entry is larger than any content file may be');
  const body = parseObject(text);
  const data = body.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EntryError(400, 'Expected the entry data');
  if (body.body !== undefined && typeof body.body !== 'string')
    throw new EntryError(400, 'Expected the text as a string');
  return body as Record<string, unknown> & { body?: string };
}

/** The JSON object of a request that carries no entry (delete, restore, undo): {} when there is no body. */
export async function smallBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  if (!isJson(c) || text.length > 4096) throw new EntryError(400, 'Expected JSON');
  return parseObject(text);
}

/** The picture of an upload: a form whose field "file" is a file. */
export async function uploadedFile(c: Context): Promise<File> {
  const form = await c.req.parseBody().catch(() => {
    throw new EntryError(400, 'Expected a picture sent as a form upload');
  });
  const file = form.file;
  if (!(file instanceof File)) throw new EntryError(400, 'Expected a picture in the field "file"');
  return file;
}
