/**
 * The preview of a page with the owner's draft: the content on disk with the draft's files in place of theirs, read
 * by the compiler as one more content source (nothing is written). The page's headers are draft-routes.ts's (its
 * own style hashes, preview-policy.ts).
 */
import { posix } from 'node:path';
import type { ContentSource, SourceEntry } from '../../compiler/content-source.ts';

/** What the draft changes: path under the content folder -> the new text or bytes, or null when removed. */
type Overlay = ReadonlyMap<string, string | Uint8Array | null>;

/** `base` with the overlay's files (paths under `contentDir`) in place: added, changed or removed. */
export function overlaySource(base: ContentSource, contentDir: string, overlay: Overlay): ContentSource {
  const files = new Map([...overlay].map(([file, value]) => [posix.join(contentDir, file), value]));
  const bytes = (file: string): Uint8Array | null | undefined => {
    const value = files.get(file);
    return typeof value === 'string' ? new TextEncoder().encode(value) : value;
  };
  return {
    list(dir) {
      const listed = base.list(dir);
      const names = new Map<string, SourceEntry>((listed ?? []).map((e) => [e.name, e]));
      let touched = false;
      for (const [file, value] of files) {
        if (posix.dirname(file) === dir) {
          touched = true;
          const name = posix.basename(file);
          if (value === null) names.delete(name);
          else names.set(name, { name, folder: false });
        } else if (value !== null && file.startsWith(`${dir}/`)) {
          // A file added in a folder that may be new: the folder is listed.
          touched = true;
          const name = file.slice(dir.length + 1).split('/')[0]!;
          names.set(name, { name, folder: true });
        }
      }
      if (!listed && !touched) return undefined;
      return [...names.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    stat(file) {
      if (!files.has(file)) return base.stat(file);
      const value = bytes(file);
      return value ? { size: value.length } : undefined;
    },
    read(file) {
      if (!files.has(file)) return base.read(file);
      return bytes(file) ?? undefined;
    },
  };
}
