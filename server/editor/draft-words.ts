/**
 * The draft's additions and removals in the owner's words, as the review lists them ("New special: Winter Battery
 * Check", "Delete the special Free Brake Inspection", "New picture: dave.jpg (and its sized versions)", "Delete the
 * picture /media/van.jpg and its sized versions"), and the message of the one commit that publishes the draft ("Add
 * /specials; edit /cars/honda and /cars/hyundai").
 */
import { posix } from 'node:path';
import type { Collection } from '../../schema/collections.ts';
import { picturesIn } from './picture-index.ts';

/** One entry of a collection in words: "special" of "Specials (offers)", "town page" of "Town pages". */
const oneOf = (collection: Pick<Collection, 'label'>) =>
  collection.label
    .replace(/\s*\(.*\)$/, '')
    .replace(/s$/, '')
    .toLowerCase();

const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const newEntryWords = (collection: Pick<Collection, 'label'>, title: string) =>
  `New ${oneOf(collection)}: ${title}`;

/** A delete in the draft, with the pictures (files under the content folder) that leave with the entry. */
export function deletedWords(collection: Pick<Collection, 'label'>, title: string, removes: readonly string[]): string {
  const pictures = picturesIn(removes.map((f) => posix.basename(f))).map((p) => p.src);
  const also = pictures.length
    ? `, with ${pictures.length === 1 ? 'its picture' : 'its pictures'} ${listed(pictures)} (shown on no other page)`
    : '';
  return `Delete the ${oneOf(collection)} ${title}${also}`;
}

/** A picture uploaded into the draft: its file's name, and whether the editor made sized versions of it. */
export const pictureWords = (src: string, files: number) =>
  `New picture: ${posix.basename(src)}${files > 1 ? ' (and its sized versions)' : ''}`;

/** A picture of the site deleted in the draft, by its address. */
export const pictureDeletedWords = (src: string, files: number) =>
  `Delete the picture ${src}${files > 1 ? ' and its sized versions' : ''}`;

export interface PublishStep {
  verb: 'Add' | 'Edit' | 'Delete';
  /** A page's address, a content file or "the picture /media/dave.jpg". */
  what: string;
}

/** The commit message of a published draft: its steps grouped by what they do, in the draft's order. */
export function publishMessage(steps: readonly PublishStep[]): string {
  const groups = new Map<string, string[]>();
  for (const s of steps) groups.set(s.verb, [...(groups.get(s.verb) ?? []), s.what]);
  return [...groups].map(([verb, whats], i) => `${i ? verb.toLowerCase() : verb} ${listed(whats)}`).join('; ');
}
