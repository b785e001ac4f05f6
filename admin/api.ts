/** The editor's calls to its server (server/editor/app.ts), with the session's CSRF token on every change. */
import type { CollectionConfig } from '../server/editor/editor-config.ts';
import type { Entry, EntrySummary } from '../server/editor/content-store.ts';
import type { FieldProblem } from '../server/editor/field-errors.ts';
import type { SiteChoices } from '../server/editor/site-choices.ts';
import type { Change, Published } from '../server/editor/publish.ts';

export type { CollectionConfig, Entry, EntrySummary, FieldProblem, SiteChoices };

export interface EditorConfig {
  collections: CollectionConfig[];
  choices: SiteChoices;
  publishing: boolean;
  /** Changes of existing entries may wait in a draft (on a static host, in its database: D1 on Cloudflare Pages). */
  drafts: boolean;
  /** The server draws pages with the draft in them. */
  preview?: boolean;
  /** Pictures uploaded while editing wait in the draft (on a static host too, their bytes in its database). */
  draftPictures?: boolean;
}

/** An item waiting in the draft, as the review lists it: an entry's change (a new entry, a delete) or a picture. */
interface DraftChange {
  kind: 'entry' | 'picture';
  /** An entry's collection and name. */
  collection?: string;
  slug?: string;
  /** A picture's address ("/media/dave.jpg"). */
  src?: string;
  /** A picture of the site deleted in the draft (else a picture uploaded into it). */
  deleting?: boolean;
  file: string;
  /** The entry's own page. */
  page?: string;
  /** The page that shows the change: the entry's own, or the one that lists it. */
  preview?: string;
  title: string;
  saved: string;
  /** The change in words: "Hyundai › Common repairs 1 › Price range: $40-$70 → $45-$75", "New special: …". */
  words: string[];
  /** The file changed on disk since the draft took it. */
  conflict: boolean;
}

export interface Draft {
  revision: string;
  changes: DraftChange[];
}

/** A problem of a refused publish, with the entry of the draft it is in. */
export type DraftProblem = FieldProblem & { entry?: { collection: string; slug?: string; title: string } };

export interface PublishAnswer {
  error?: string;
  conflict?: boolean;
  errors?: DraftProblem[];
  published?: Published;
  count?: number;
  pages?: string[];
  discarded?: number;
}

/** A change of one entry, as its history lists it. */
export interface EntryChange extends Omit<Change, 'undoes'> {
  words: string[];
  /** The version the entry has now. */
  current: boolean;
  /** The change deleted the entry. */
  deleted: boolean;
}

export interface Picture {
  src: string;
  files: string[];
  /** The entries that show it, as the draft has them ("Honda (/cars/honda)"). */
  usedBy: string[];
  /** Uploaded into the draft: not on the site until the draft is published. */
  drafted?: boolean;
  /** Deleted in the draft: on the site until the draft is published. */
  deleting?: boolean;
}

export interface SaveAnswer {
  saved?: boolean;
  unchanged?: boolean;
  version?: string;
  page?: string;
  slug?: string;
  warnings?: FieldProblem[];
  errors?: FieldProblem[];
  todo?: string[];
  conflict?: boolean;
  error?: string;
  gateMs?: number;
  published?: Published;
  undone?: string;
  deleted?: boolean;
  /** The pictures that left with a deleted entry: no other entry showed them. */
  pictures?: string[];
  restored?: boolean;
  /** Saved to the draft; how many changes the draft has now. */
  drafted?: boolean;
  count?: number;
}

const root = document.getElementById('editor')!;
const base = root.dataset.base ?? '/admin/content';
const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;

async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (csrf) headers['X-CSRF-Token'] = csrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}/api${path}`, { method, headers, body: payload, credentials: 'same-origin' });
  if (res.status === 401) {
    location.href = '/admin/login';
    throw new Error('The session has ended: log in again');
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { error: `The server answered ${res.status}` };
  }
  return { status: res.status, body: parsed as T };
}

/** A picture of the draft, as the editor serves it until the draft is published. */
export const draftPictureUrl = (src: string) => `${base}/preview${src}`;

/** The page at `page` as it would look with the draft (`revision` names the draft, so a new one is drawn anew). */
export const previewUrl = (page: string, revision: string) =>
  `${base}/preview?page=${encodeURIComponent(page)}&draft=${encodeURIComponent(revision)}`;

const entryPath = (collection: string, slug?: string) =>
  `/entry/${encodeURIComponent(collection)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;

export const api = {
  config: () => call<EditorConfig>('GET', '/config'),
  entries: () => call<{ entries: EntrySummary[] }>('GET', '/entries'),
  read: (collection: string, slug?: string) =>
    call<Entry & { error?: string; drafted?: boolean; deleting?: boolean; added?: boolean }>(
      'GET',
      entryPath(collection, slug),
    ),
  save: (collection: string, slug: string | undefined, version: string, data: unknown, body?: string) =>
    call<SaveAnswer>('PUT', entryPath(collection, slug), { version, data, body }),
  create: (collection: string, slug: string, data: unknown, body?: string) =>
    call<SaveAnswer>('POST', `/entries/${encodeURIComponent(collection)}`, { slug, data, body }),
  /** Uploads a picture: published at once, or into the draft (`toDraft`). */
  upload: (file: File, toDraft = false) => {
    const form = new FormData();
    form.set('file', file);
    return call<{ src: string; width: number; height: number; error?: string; published?: Published }>(
      'POST',
      toDraft ? '/draft/media' : '/media',
      form,
    );
  },
  remove: (collection: string, slug: string, version: string) =>
    call<SaveAnswer>('DELETE', entryPath(collection, slug), { version }),
  history: () => call<{ changes: Change[] }>('GET', '/history'),
  entryHistory: (collection: string, slug?: string) =>
    call<{ changes?: EntryChange[]; version?: string; error?: string }>(
      'GET',
      `/history/${encodeURIComponent(collection)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
    ),
  restore: (collection: string, slug: string | undefined, commit: string, version: string) =>
    call<SaveAnswer>(
      'POST',
      `/restore/${encodeURIComponent(collection)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
      {
        commit,
        version,
      },
    ),
  pictures: () => call<{ pictures: Picture[] }>('GET', '/media'),
  removePicture: (src: string) => call<SaveAnswer>('DELETE', '/media', { src }),
  removePictureInDraft: (src: string) => call<SaveAnswer>('POST', '/draft/media/delete', { src }),
  nextUndo: () => call<{ commit?: string; subject?: string; date?: string; error?: string }>('GET', '/undo'),
  undo: (commit: string) => call<SaveAnswer>('POST', '/undo', { commit }),
  draft: () => call<Draft>('GET', '/draft'),
  saveToDraft: (collection: string, slug: string | undefined, version: string, data: unknown, body?: string) =>
    call<SaveAnswer>('PUT', `/draft${entryPath(collection, slug)}`, { version, data, body }),
  createInDraft: (collection: string, slug: string, data: unknown, body?: string) =>
    call<SaveAnswer>('POST', `/draft/entries/${encodeURIComponent(collection)}`, { slug, data, body }),
  removeInDraft: (collection: string, slug: string, version: string) =>
    call<SaveAnswer>('POST', `/draft/delete${entryPath(collection, slug).slice('/entry'.length)}`, { version }),
  dropFromDraft: (collection: string, slug?: string) =>
    call<SaveAnswer>('DELETE', `/draft${entryPath(collection, slug)}`, {}),
  dropPictureFromDraft: (src: string) => call<SaveAnswer>('DELETE', '/draft/media', { src }),
  publishDraft: (revision: string) => call<PublishAnswer>('POST', '/draft/publish', { revision }),
  discardDraft: (revision: string) => call<PublishAnswer>('DELETE', '/draft', { revision }),
};
