/** A new entry's file, and what a person must still do after adding it (as the README says). */
import { stringify } from 'yaml';
import type { Collection } from '../../schema/collections.ts';
import { entryPath } from '../../schema/routes.ts';

/** The text of a new entry's file: the schema comment editors use, then the data. */
export function newEntryText(collection: Collection, data: unknown, body: string | undefined): string {
  const depth = collection.pattern.split('/').length - 1;
  const schemaRef = `${'../'.repeat(depth + 1)}.generated/schemas/${collection.name}.json`;
  const yaml = stringify(data, { lineWidth: 0 });
  if (collection.pattern.endsWith('.md')) return `---\n${yaml}---\n\n${(body ?? '').trim()}\n`;
  return `# yaml-language-server: $schema=${schemaRef}\n${yaml}`;
}

/** What a person must still do after adding an entry, as the README says. */
export function leftToDo(collection: Collection, slug: string): string[] {
  switch (collection.name) {
    case 'service':
      return [
        `Link the new page ${entryPath('service', slug)} from the services directory (Services directory, in one of its groups), and from the menu (Navigation) if you like.`,
      ];
    case 'town':
      return [`The town must be listed in Areas with a name that gives "${slug}".`];
    case 'make':
      return [`List the make in Makes, if it is not there yet.`];
    default:
      return [];
  }
}
