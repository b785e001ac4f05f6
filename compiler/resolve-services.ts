import type { Content, ContentEntry } from '../schema/collections.ts';
import { ResolvedService, type Service } from '../schema/service.ts';
import { problem, type Problem } from './problems.ts';
import { describeIssue } from './describe-issue.ts';
import { formatPath } from './positions.ts';
import type { LoadedFile } from './loaders/index.ts';
import { interpolate, mapStrings } from './tokens.ts';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep merge where `over` wins; lists are replaced, not concatenated. */
function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (!isPlain(base) || !isPlain(over)) return over;
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
  return out;
}

/** The sections a page may take from the page it reuses (never its identity: name, summary, meta, aliases). */
function sections(s: Service): Plain {
  const { name: _n, summary: _s, meta: _m, aliases: _a, reuses: _r, ...rest } = s;
  return rest;
}

/**
 * Every service page with its `reuses` chain and content/services/_defaults.yaml applied,
 * checked to be complete. Problems name the file of the page that lacks a section.
 */
export function resolveServices(
  content: Pick<Content, 'service' | 'service-defaults'>,
  files: Map<string, LoadedFile>,
  fileOf: (collection: 'service' | 'service-defaults', slug?: string) => string,
): { services: ResolvedService[]; problems: Problem[] } {
  const bySlug = new Map(content.service.map((e) => [e.slug, e]));
  const problems: Problem[] = [];
  const merged = new Map<string, Plain>();

  const resolve = (entry: ContentEntry<Service>, chain: string[]): Plain => {
    const done = merged.get(entry.slug);
    if (done) return done;
    let base: Plain = {};
    const target = entry.data.reuses;
    if (target) {
      const from = bySlug.get(target);
      const at = () => files.get(entry.file)!.locate(['reuses']); // positions cost a full parse: only on a problem
      if (chain.includes(target)) {
        problems.push(
          problem('reuse-cycle', at(), 'reuses', `Reuse goes in a circle: ${[...chain, target].join(' -> ')}`),
        );
      } else if (from) {
        base = resolve(from, [...chain, target]);
      } else if (!files.has(fileOf('service', target))) {
        problems.push(
          problem(
            'missing-reference',
            at(),
            'reuses',
            `No service page "${target}" to reuse: expected ${fileOf('service', target)}`,
          ),
        );
      }
    }
    const own = entry.data;
    const result = deepMerge(base, sections(own)) as Plain;
    merged.set(entry.slug, result);
    return result;
  };

  const services: ResolvedService[] = [];
  for (const entry of content.service) {
    const own = entry.data;
    const defaults = {
      ...content['service-defaults'],
      hero: { ...content['service-defaults'].hero, title: own.name, description: own.summary },
    };
    const page = deepMerge(defaults, resolve(entry, [entry.slug])) as Plain;
    const filled = mapStrings(
      { ...page, slug: entry.slug, name: own.name, summary: own.summary, meta: own.meta, aliases: own.aliases },
      (s) => interpolate(s, { service: own.name }),
    );
    const result = ResolvedService.safeParse(filled, { reportInput: true });
    if (result.success) services.push(result.data);
    else
      for (const issue of result.error.issues) {
        const path = issue.path as (string | number)[];
        problems.push(
          problem(
            'schema',
            files.get(entry.file)!.locate(path),
            formatPath(path),
            `${describeIssue(issue)} (not in this file, the page it reuses, or ${fileOf('service-defaults')})`,
          ),
        );
      }
  }
  return { services, problems };
}
