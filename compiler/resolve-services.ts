import type { Content, ContentEntry } from '../schema/collections.ts';
import { ResolvedService, type Service } from '../schema/service.ts';
import { problem, type Problem } from './problems.ts';
import { describeIssue } from './describe-issue.ts';
import { formatPath } from './positions.ts';
import type { LoadedFile } from './loaders/index.ts';
import { interpolate, mapStrings } from './tokens.ts';
import { noMemo, type Memo } from './memo.ts';

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

/** The start of a page that reuses none: one object, so that what is made from it is kept between compiles. */
const NOTHING: Plain = Object.freeze({}) as Plain;

/** The sections a page may take from the page it reuses (never its identity: name, summary, meta, aliases). */
function sections(s: Service): Plain {
  const { name: _n, summary: _s, meta: _m, aliases: _a, reuses: _r, ...rest } = s;
  return rest;
}

/**
 * A service page as the pages are built from it: its address and its name at once, the page itself (`full()`) when
 * a page asks for it. A build that keeps its pages (compiler/kept-pages.ts) never asks for those it takes.
 */
export interface ServicePage {
  slug: string;
  name: string;
  full(): ResolvedService;
}

/** A service page already made. */
const made = (service: ResolvedService): ServicePage => ({
  slug: service.slug,
  name: service.name,
  full: () => service,
});

/**
 * Whether a service page was complete when the last build resolved it from the same files (`find()` resolves it
 * now when that is not known, and says whether it is): compiler/content-prints.ts.
 */
export type CompleteBefore = (entry: ContentEntry<Service>, find: () => boolean) => boolean;

/**
 * Every service page with its `reuses` chain and content/services/_defaults.yaml applied,
 * checked to be complete. Problems name the file of the page that lacks a section. A page known complete from the
 * same files at the last build (`completeBefore`) is resolved only when a page asks for it.
 */
export function resolveServices(
  content: Pick<Content, 'service' | 'service-defaults'>,
  files: Map<string, LoadedFile>,
  fileOf: (collection: 'service' | 'service-defaults', slug?: string) => string,
  memo: Memo = noMemo,
  completeBefore?: CompleteBefore,
): { services: ServicePage[]; problems: Problem[] } {
  const bySlug = new Map(content.service.map((e) => [e.slug, e]));
  const problems: Problem[] = [];
  const merged = new Map<string, Plain>();

  const resolve = (entry: ContentEntry<Service>, chain: string[]): Plain => {
    const done = merged.get(entry.slug);
    if (done) return done;
    let base: Plain = NOTHING;
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
    // Made again only when this page or the one it reuses changed: the same object otherwise.
    const result = memo.get(`reuse:${entry.file}`, [base, own], () => deepMerge(base, sections(own)) as Plain);
    merged.set(entry.slug, result);
    return result;
  };

  /** One page resolved, with its problems. */
  const now = (entry: ContentEntry<Service>) => {
    const resolved = resolve(entry, [entry.slug]);
    return memo.get(`service:${entry.file}`, [content['service-defaults'], resolved, entry], () =>
      resolveOne(entry, resolved),
    );
  };
  /** A page known complete, resolved when first asked for. */
  const later = (entry: ContentEntry<Service>): ServicePage => {
    let service: ResolvedService | undefined;
    return {
      slug: entry.slug,
      name: interpolate(entry.data.name, { service: entry.data.name }),
      full: () => {
        if (service) return service;
        const one = now(entry);
        if (!one.service) throw new Error(`${entry.file} was complete at the last build, and is not now`);
        return (service = one.service);
      },
    };
  };

  const services: ServicePage[] = [];
  for (const entry of content.service) {
    let found: ReturnType<typeof now> | undefined;
    const find = () => {
      found = now(entry);
      return found.problems.length === 0;
    };
    const complete = completeBefore ? completeBefore(entry, find) : find();
    if (!found && complete) {
      services.push(later(entry));
      continue;
    }
    found ??= now(entry);
    const { service } = found;
    if (service) services.push(memo.get(`service-page:${entry.file}`, [service], () => made(service)));
    problems.push(...found.problems);
  }
  return { services, problems };

  /** One page with the defaults under it, checked to be complete. */
  function resolveOne(
    entry: ContentEntry<Service>,
    resolved: Plain,
  ): { service?: ResolvedService; problems: Problem[] } {
    const own = entry.data;
    const defaults = {
      ...content['service-defaults'],
      hero: { ...content['service-defaults'].hero, title: own.name, description: own.summary },
    };
    const page = deepMerge(defaults, resolved) as Plain;
    const filled = mapStrings(
      { ...page, slug: entry.slug, name: own.name, summary: own.summary, meta: own.meta, aliases: own.aliases },
      (s) => interpolate(s, { service: own.name }),
    );
    const result = ResolvedService.safeParse(filled, { reportInput: true });
    if (result.success) return { service: result.data, problems: [] };
    return {
      problems: result.error.issues.map((issue) => {
        const path = issue.path as (string | number)[];
        return problem(
          'schema',
          files.get(entry.file)!.locate(path),
          formatPath(path),
          `${describeIssue(issue)} (not in this file, the page it reuses, or ${fileOf('service-defaults')})`,
        );
      }),
    };
  }
}
