/** The editor's page: find an entry (or add one), edit it, undo the last change. Routes live in the address's hash. */
import { StrictMode, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { api, type Draft, type DraftProblem, type EditorConfig, type EntrySummary } from './api.ts';
import { DraftReview } from './draft-review.tsx';
import { EntryForm } from './entry-form.tsx';
import { useConfirm } from './confirm.tsx';
import { followToSite } from './live-watch.ts';
import { followHeaderHeight } from './header-height.ts';
import { PictureList } from './picture-list.tsx';
import { indexCollections, searchEntries } from './entry-search.ts';
import { SearchResults } from './search-results.tsx';
import './editor.css';

type Route =
  | { view: 'list' }
  | { view: 'review' }
  | { view: 'edit'; collection: string; slug?: string }
  | { view: 'new'; collection: string };

function routeOf(hash: string): Route {
  const [view, collection, slug] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (view === 'edit' && collection) return { view, collection, slug: slug || undefined };
  if (view === 'new' && collection) return { view, collection };
  if (view === 'review') return { view };
  return { view: 'list' };
}

const hrefOf = (r: Route) =>
  r.view === 'list' || r.view === 'review'
    ? `#/${r.view === 'list' ? '' : r.view}`
    : `#/${r.view}/${r.collection}${r.view === 'edit' && r.slug ? `/${r.slug}` : ''}`;

function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location.hash));
  useEffect(() => {
    const on = () => {
      setRoute(routeOf(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}

function EntryList({
  config,
  entries,
  notice,
  onChanged,
  onDrafted,
}: {
  config: EditorConfig;
  entries: EntrySummary[];
  notice: string;
  onChanged: () => void;
  /** After a picture joined or left the draft: the header's count is read again. */
  onDrafted: () => void;
}) {
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexCollections(config.collections), [config]);
  const hits = useMemo(() => searchEntries(query, entries, index), [query, entries, index]);
  const labelOf = (name: string) => config.collections.find((c) => c.name === name)?.label ?? name;
  return (
    <>
      <h1 className="ed-title">Edit the site</h1>
      <div className="ed-field">
        <label htmlFor="ed-search" className="ed-label">
          Find a page, an entry or a field
        </label>
        <p id="ed-search-help" className="ed-help">
          By what you call it: hours, phone, price, coupon, a make, a town, or a page&apos;s address.
        </p>
        <input
          id="ed-search"
          className="ed-input"
          type="search"
          aria-describedby="ed-search-help"
          placeholder="opening hours, honda, mason…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {notice ? (
        <p className="ed-banner" role="status">
          {notice}
        </p>
      ) : null}
      {hits ? <SearchResults query={query} hits={hits} labelOf={labelOf} /> : null}
      {config.publishing ? <UndoPanel onUndone={onChanged} /> : null}
      {hits
        ? null
        : (() => {
            const singles = entries.filter((e) => config.collections.find((c) => c.name === e.collection)?.single);
            return singles.length ? (
              <section className="ed-section" aria-labelledby="ed-c-pages">
                <h2 id="ed-c-pages">Pages and settings</h2>
                <ul className="ed-entries">
                  {singles.map((e) => (
                    <li key={e.file}>
                      <a className="ed-entry-link" href={hrefOf({ view: 'edit', collection: e.collection })}>
                        <span>{e.title}</span>
                        <small>{e.page ?? `content/${e.file}`}</small>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null;
          })()}
      {hits
        ? null
        : config.collections
            .filter((c) => !c.single)
            .map((c) => {
              const list = entries.filter((e) => e.collection === c.name);
              return (
                <section key={c.name} className="ed-section" aria-labelledby={`ed-c-${c.name}`}>
                  <h2 id={`ed-c-${c.name}`}>{c.label}</h2>
                  <p className="ed-note">{c.description}</p>
                  <ul className="ed-entries">
                    {list.map((e) => (
                      <li key={e.file}>
                        <a
                          className="ed-entry-link"
                          href={hrefOf({ view: 'edit', collection: e.collection, slug: e.slug })}
                        >
                          <span>{e.title}</span>
                          <small>{e.page ?? `content/${e.file}`}</small>
                        </a>
                      </li>
                    ))}
                  </ul>
                  <a className="ed-button ed-add" href={hrefOf({ view: 'new', collection: c.name })}>
                    Add to {c.label.toLowerCase()}
                  </a>
                </section>
              );
            })}
      {hits ? null : <PictureList config={config} onDrafted={onDrafted} />}
    </>
  );
}

function UndoPanel({ onUndone }: { onUndone: () => void }) {
  const [changes, setChanges] = useState<{ commit: string; subject: string; date: string }[]>([]);
  const [status, setStatus] = useState('');
  const [dialog, ask] = useConfirm();
  const refresh = useCallback(() => api.history().then(({ body }) => setChanges(body.changes ?? [])), []);
  useEffect(() => {
    let current = true;
    void api.history().then(({ body }) => current && setChanges(body.changes ?? []));
    return () => {
      current = false;
    };
  }, []);
  async function undo() {
    const next = await api.nextUndo();
    if (!next.body.commit) return setStatus(next.body.error ?? 'There is no change of the editor to undo.');
    const yes = await ask(
      'Undo this change?',
      `“${next.body.subject}”, ${new Date(next.body.date ?? '').toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}, is taken back: the site shows it as it was before. The undo is a change of its own, in the history.`,
      'Undo',
    );
    if (!yes) return;
    setStatus('Undoing…');
    const { status: code, body } = await api.undo(next.body.commit);
    if (code === 200) {
      if (!followToSite(body.published, setStatus, `Undone: ${body.undone}`))
        setStatus(`Undone: ${body.undone}. The site shows it as it was.`);
      onUndone();
    } else
      setStatus(
        body.errors?.length
          ? `Not undone: ${body.errors.map((e) => e.message).join('; ')}`
          : (body.error ?? 'Not undone'),
      );
    void refresh();
  }
  return (
    <section className="ed-section" aria-labelledby="ed-undo">
      <h2 id="ed-undo">Recent changes</h2>
      <ul className="ed-history">
        {changes.slice(0, 5).map((c) => (
          <li key={c.commit}>
            {c.subject} <small>{new Date(c.date).toLocaleString()}</small>
          </li>
        ))}
        {changes.length ? null : <li>No change made here yet.</li>}
      </ul>
      <button type="button" className="ed-button" onClick={undo} disabled={!changes.length}>
        Undo the last change
      </button>
      <p role="status" className="ed-status">
        {status}
      </p>
      {dialog}
    </section>
  );
}

function App() {
  const route = useRoute();
  const [config, setConfig] = useState<EditorConfig>();
  const [entries, setEntries] = useState<EntrySummary[]>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [draft, setDraft] = useState<Draft>();
  /** The problems of the last refused publish, shown at their fields when the entry is opened. */
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const refresh = useCallback(() => api.entries().then(({ body }) => setEntries(body.entries ?? [])), []);
  const refreshDraft = useCallback(async () => {
    const { status, body } = await api.draft();
    if (status === 200) setDraft(body);
  }, []);
  useEffect(() => {
    api
      .config()
      .then(async ({ body }) => {
        setConfig(body);
        if (!body.drafts) return;
        const draft = await api.draft();
        if (draft.status === 200) setDraft(draft.body);
      })
      .catch((e: Error) => setError(e.message));
    api
      .entries()
      .then(({ body }) => setEntries(body.entries ?? []))
      .catch((e: Error) => setError(e.message));
  }, []);
  const collection = useMemo(
    () =>
      route.view === 'list' || route.view === 'review'
        ? undefined
        : config?.collections.find((c) => c.name === route.collection),
    [config, route],
  );
  // The review lists the draft as the server has it now: a save made a moment ago may not be in the list read then.
  const drafts = !!config?.drafts;
  useEffect(() => {
    if (route.view !== 'review' || !drafts) return;
    let current = true;
    void api.draft().then(({ status, body }) => {
      if (current && status === 200) setDraft(body);
    });
    return () => {
      current = false;
    };
  }, [route.view, drafts]);
  const waiting = draft?.changes.length ?? 0;
  if (error) return <p className="ed-problem">{error}</p>;
  if (!config || !entries) return <p className="ed-note">Loading…</p>;
  return (
    <>
      {waiting ? (
        <nav aria-label="Draft" className="ed-draft-bar">
          <a href="#/review" className="ed-draft-link" aria-current={route.view === 'review' ? 'page' : undefined}>
            Review and publish ({waiting === 1 ? '1 change' : `${waiting} changes`})
          </a>
        </nav>
      ) : null}
      <main className="ed-main" id="main">
        {route.view !== 'list' ? (
          <p>
            <a href="#/">← All pages and entries</a>
          </p>
        ) : null}
        {route.view === 'list' ? (
          <EntryList
            config={config}
            entries={entries}
            notice={notice}
            onChanged={() => void refresh()}
            onDrafted={() => void refreshDraft()}
          />
        ) : route.view === 'review' ? (
          <DraftReview
            config={config}
            draft={draft}
            onChanged={async () => {
              await refreshDraft();
              await refresh();
            }}
            onProblems={setProblems}
          />
        ) : collection ? (
          <EntryForm
            key={hrefOf(route)}
            config={config}
            collection={collection}
            slug={route.view === 'edit' ? route.slug : undefined}
            isNew={route.view === 'new'}
            onCreated={() => void refresh()}
            onDrafted={() => void refreshDraft()}
            problems={problems}
            onDeleted={(message, published) => {
              if (!followToSite(published, setNotice, message.replace(/\.$/, ''))) setNotice(message);
              void refresh();
              location.hash = '#/';
            }}
          />
        ) : (
          <p className="ed-problem">No such collection.</p>
        )}
      </main>
    </>
  );
}

followHeaderHeight();
createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
