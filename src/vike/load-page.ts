import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PATH, canonicalPath } from '../../schema/routes.ts';
import { LAYOUT_DATA_FILE, dataFileOf } from '../../schema/data-files.ts';
import type { PageFile, PageProps, LayoutData } from './types.ts';

const GENERATED = join(process.cwd(), process.env.GENERATED_DIR ?? '.generated');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(GENERATED, file), 'utf8')) as T;

/** Reads one page's compiled data (and the shared layout) from the generated folder; undefined if no such page. */
export function loadPage(urlPathname: string): PageProps | undefined {
  const path = canonicalPath(urlPathname);
  const file = dataFileOf(path);
  if (path.includes('..') || !existsSync(join(GENERATED, file))) return undefined;
  return { layout: readJson<LayoutData>(LAYOUT_DATA_FILE), page: readJson<PageFile>(file), path };
}

export function loadNotFound(): PageProps {
  return {
    layout: readJson<LayoutData>(LAYOUT_DATA_FILE),
    page: readJson<PageFile>(dataFileOf(NOT_FOUND_PATH)),
    path: '',
  };
}

/** Every page path of the site, for pre-rendering. */
export function allPaths(): string[] {
  return readJson<{ routes: { path: string }[] }>('manifest.json').routes.map((r) => r.path);
}
