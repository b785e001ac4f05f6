/** One entry in the form its schema generates, with the save bar, and the gate's answer at the fields. */
import { useCallback, useEffect, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  api,
  type CollectionConfig,
  type EditorConfig,
  type DraftProblem,
  type Entry,
  type FieldProblem,
  type SaveAnswer,
} from './api.ts';
import { errorTree, fieldId } from '../server/editor/field-errors.ts';
import { labelPath } from '../schema/label-path.ts';
import { editorTemplates } from './templates.tsx';
import { ArticlePicture } from './article-picture.tsx';
import { useConfirm } from './confirm.tsx';
import { EntryHistory } from './entry-history.tsx';
import { followToSite } from './live-watch.ts';
import { editorWidgets, type FormContext } from './widgets.tsx';
import { serverJudges } from './validator.ts';

type Data = Record<string, unknown>;

interface Props {
  config: EditorConfig;
  collection: CollectionConfig;
  /** Undefined for a single-file collection or a new entry. */
  slug?: string;
  isNew: boolean;
  onCreated: (slug: string) => void;
  /** After the entry was deleted (or its delete put in the draft): what to say, and the commit on a static host. */
  onDeleted: (message: string, published?: SaveAnswer['published']) => void;
  /** After a change was saved to the draft, or left it. */
  onDrafted: () => void;
  /** The problems of the last refused publish of the draft: those of this entry show at its fields. */
  problems: readonly DraftProblem[];
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The data as the file would hold it: the empty groups and lists a form adds are not changes (see the writer). */
function snapshot(data: unknown, body: string): string {
  const prune = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.length ? v.map(prune) : undefined;
    if (v && typeof v === 'object') {
      const entries = Object.entries(v)
        .map(([k, x]) => [k, prune(x)] as const)
        .filter(([, x]) => x !== undefined);
      return entries.length ? Object.fromEntries(entries) : undefined;
    }
    return v === '' || v === null ? undefined : v;
  };
  return JSON.stringify([prune(data) ?? {}, body]);
}

export function EntryForm({ config, collection, slug, isNew, onCreated, onDeleted, onDrafted, problems }: Props) {
  const [dialog, ask] = useConfirm();
  const [deleteRefused, setDeleteRefused] = useState('');
  const [data, setData] = useState<Data | undefined>(isNew ? {} : undefined);
  const [body, setBody] = useState('');
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const [version, setVersion] = useState('');
  const [page, setPage] = useState<string | undefined>();
  const [newSlug, setNewSlug] = useState('');
  const file0 = isNew
    ? undefined
    : collection.single
      ? collection.pattern
      : collection.pattern.replace('*', slug ?? '');
  // Opened from a refused publish of the draft: its problems in this entry show at their fields.
  const [answer, setAnswer] = useState<SaveAnswer | undefined>(() => {
    const mine = problems.filter((p) => p.file === file0);
    return mine.length ? { errors: mine } : undefined;
  });
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [created, setCreated] = useState<string | undefined>();
  /** The form shows the draft's version of the entry (not published yet); or the entry is deleted in the draft. */
  const [drafted, setDrafted] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** The entry is new: it is in the draft only. */
  const [added, setAdded] = useState(false);
  /** The errors shown are those of a refused publish of the draft, not of a save. */
  const [fromPublish, setFromPublish] = useState(() => problems.some((p) => p.file === file0));
  const drafts = config.drafts;
  /** An upload waits in the draft where the draft holds pictures; elsewhere it is committed at once. */
  const draftPictures = drafts && config.draftPictures !== false;
  const banner = useRef<HTMLDivElement>(null);
  /** Set when the owner leaves the form: a watch of the site's build stops. */
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
    },
    [],
  );
  // What the file holds as last read or saved: leaving with other data asks first.
  const [saved, setSaved] = useState<string | undefined>(isNew ? snapshot({}, '') : undefined);
  const dirty = data !== undefined && saved !== undefined && snapshot(data, body) !== saved;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  type Read = Entry & { error?: string; drafted?: boolean; deleting?: boolean; added?: boolean };
  const show = useCallback((code: number, entry: Read) => {
    if (code !== 200) return setLoadError(entry.error ?? 'This entry cannot be opened');
    setDrafted(!!entry.drafted && !entry.deleting);
    setDeleting(!!entry.deleting);
    setAdded(!!entry.added);
    setData(entry.data as Data);
    setBody(entry.body ?? '');
    setSaved(snapshot(entry.data, entry.body ?? ''));
    setVersion(entry.version);
    setPage(entry.page);
  }, []);
  const load = () => api.read(collection.name, slug).then(({ status: code, body: entry }) => show(code, entry));

  useEffect(() => {
    if (isNew) return;
    let current = true;
    void api.read(collection.name, slug).then(({ status: code, body: entry }) => current && show(code, entry));
    return () => {
      current = false;
    };
  }, [isNew, collection.name, slug, show]);

  const file = file0;
  const here = (p: FieldProblem) => (isNew ? p.file === collection.pattern.replace('*', newSlug) : p.file === file);
  const errors = answer?.errors ?? [];
  const mine = errors.filter(here);
  const elsewhere = errors.filter((p) => !here(p));
  const bodyErrors = mine.filter((p) => p.path[0] === 'body' || (p.field === '' && p.line > 0 && collection.markdown));
  const extraErrors = (data ? errorTree(mine, data) : {}) as ErrorSchema;

  const formContext: FormContext = {
    choices: config.choices,
    tokens: collection.tokens,
    drafts: draftPictures,
    onDrafted,
  };

  async function save() {
    if (!data || saving) return;
    setSaving(true);
    setStatus('Checking and saving…');
    const started = performance.now();
    try {
      const res = isNew
        ? await api.create(collection.name, newSlug, data, collection.markdown ? body : undefined)
        : await api.save(collection.name, slug, version, data, collection.markdown ? body : undefined);
      setAnswer(res.body);
      setFromPublish(false);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (res.status === 200 || res.status === 201) {
        if (res.body.version) setVersion(res.body.version);
        // Published at once, the entry leaves the draft, and so do the draft's pictures it shows.
        setDrafted(false);
        setAdded(false);
        if (drafts) onDrafted();
        setSaved(snapshot(data, body));
        if (res.body.unchanged) setStatus('Nothing changed: the file is as it was.');
        else {
          const published = res.body.published;
          const where = res.body.page ? ` ${res.body.page} shows it` : '';
          // On a static host the commit is all the save does: the host builds the site from it, and the site
          // says which commit it is built from (admin/live-watch.ts).
          if (!followToSite(published, setStatus, 'Saved', () => left.current))
            setStatus(
              published?.error
                ? `Saved and committed, but the site was not rebuilt: ${published.error}`
                : published
                  ? `Saved and published in ${seconds} s:${where || ' the site shows it'}.`
                  : `Saved (${seconds} s).${where ? `${where} now.` : ''}`,
            );
        }
        if (isNew && res.body.slug) {
          setCreated(res.body.slug);
          onCreated(res.body.slug);
        }
      } else if (res.status === 422) {
        setStatus(res.body.error ?? 'Not saved');
        requestAnimationFrame(() => banner.current?.focus());
      } else setStatus(res.body.error ?? `Not saved (the server answered ${res.status})`);
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  /** Saves the change (or the new entry) to the draft: checked at its fields, not published. */
  async function saveToDraft() {
    if (!data || saving) return;
    setSaving(true);
    setStatus('Checking and saving to the draft…');
    try {
      const text = collection.markdown ? body : undefined;
      const res = isNew
        ? await api.createInDraft(collection.name, newSlug, data, text)
        : await api.saveToDraft(collection.name, slug, version, data, text);
      setAnswer(res.body);
      setFromPublish(false);
      if (res.status === 201 && res.body.slug) {
        // The new entry waits in the draft: it opens from there, as any entry of the draft.
        setSaved(snapshot(data, body));
        onDrafted();
        location.hash = `#/edit/${collection.name}/${res.body.slug}`;
      } else if (res.status === 200) {
        if (res.body.version) setVersion(res.body.version);
        setSaved(snapshot(data, body));
        setDrafted(!!res.body.drafted);
        setStatus(
          res.body.drafted
            ? `Saved to the draft: the site does not show it yet. “Review and publish”, at the top, ${config.preview ? 'shows the page with it' : 'lists the change'} and publishes it.`
            : 'Nothing waits in the draft for this entry: it is as published.',
        );
        onDrafted();
      } else if (res.status === 422) {
        setStatus(res.body.error?.replace(/^Not saved/, 'Not saved to the draft') ?? 'Not saved to the draft');
        requestAnimationFrame(() => banner.current?.focus());
      } else setStatus(res.body.error ?? `Not saved (the server answered ${res.status})`);
    } catch (error) {
      setStatus(`Not saved: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!slug || saving) return;
    const name = String(data?.name ?? data?.title ?? slug);
    const leaves = `${page ? `The page ${page} leaves the site` : 'The entry leaves the site'}, with the pictures no other page shows`;
    const undo = config.publishing ? ' Undo, on the list of changes, brings it back.' : '';
    const yes = await ask(
      `Delete “${name}”?`,
      drafts
        ? `${leaves}, when you publish the draft (until then the site shows it), or now.${undo}`
        : `${leaves}.${undo}`,
      drafts ? 'Delete in the draft' : 'Delete',
      drafts && !added ? (config.publishing ? 'Delete and publish now' : 'Delete now') : undefined,
    );
    if (!yes) return;
    setSaving(true);
    setDeleteRefused('');
    setStatus('Checking and deleting…');
    try {
      if (yes === true && drafts) {
        const res = await api.removeInDraft(collection.name, slug, version);
        if (res.status === 200) {
          onDrafted();
          return onDeleted(
            res.body.drafted
              ? `“${name}” waits in the draft to be deleted: the site shows it until you publish the draft.`
              : `“${name}” was new in the draft: it is out of the draft now.`,
          );
        }
        setStatus('');
        return setDeleteRefused(res.body.error ?? `Not deleted (the server answered ${res.status})`);
      }
      const res = await api.remove(collection.name, slug, version);
      if (res.status === 200) {
        const pictures = res.body.pictures ?? [];
        const also = pictures.length
          ? ` ${pictures.length === 1 ? 'Its picture' : 'Its pictures'} ${pictures.join(', ')}, shown nowhere else, left with it.`
          : '';
        return onDeleted(
          `Deleted “${name}”.${also}${config.publishing ? ' Undo brings it back.' : ''}`,
          res.body.published,
        );
      }
      setStatus('');
      setDeleteRefused(res.body.error ?? `Not deleted (the server answered ${res.status})`);
    } catch (error) {
      setStatus('');
      setDeleteRefused(`Not deleted: ${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  function goTo(p: FieldProblem) {
    const el = document.getElementById(fieldId(p.path)) ?? document.getElementById(fieldId(p.path.slice(0, -1)));
    for (let d = el?.closest('details'); d; d = d.parentElement?.closest('details')) d.open = true;
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  }

  if (loadError) return <p className="ed-problem">{loadError}</p>;
  if (!data) return <p className="ed-note">Loading…</p>;

  return (
    <form
      className="ed-entry"
      onSubmit={(e) => {
        e.preventDefault();
        void (drafts ? saveToDraft() : save());
      }}
      noValidate
    >
      <h1 className="ed-title">
        {isNew ? `New: ${collection.label}` : String(data.name ?? data.title ?? collection.label)}
      </h1>
      <p className="ed-note">
        {collection.description}
        {page ? (
          <>
            {' '}
            ·{' '}
            <a href={page} target="_blank" rel="noreferrer">
              View the page {page}
            </a>
          </>
        ) : null}
      </p>
      <p className="ed-note ed-tokens">
        In any text you can write {[...config.choices.tokens, ...collection.tokens].map((t) => `{${t}}`).join(', ')}:
        the site fills them in. Never write the phone number itself.
      </p>
      {isNew ? (
        <div className="ed-field">
          <label htmlFor="ed-slug" className="ed-label">
            Address (file name)
          </label>
          <input
            id="ed-slug"
            className="ed-input"
            value={newSlug}
            autoComplete="off"
            aria-describedby="ed-slug-help"
            onChange={(e) => setNewSlug(slugify(e.target.value))}
          />
          <p id="ed-slug-help" className="ed-help">
            Lower-case words with hyphens, like “spring-brake-special”: the file is{' '}
            {collection.pattern.replace('*', newSlug || '…')}
          </p>
        </div>
      ) : null}
      {deleting ? (
        <p className="ed-banner ed-banner-draft">
          This entry is deleted in the draft: the site shows it until the draft is published. To keep it, take it out of
          the draft. <a href="#/review">Review and publish</a>
        </p>
      ) : null}
      {drafted ? (
        <p className="ed-banner ed-banner-draft">
          {added
            ? 'This entry is new, in the draft: the site does not show it until the draft is published.'
            : 'This entry has a change in the draft: you see it as it will be, the site does not show it yet.'}{' '}
          <a href="#/review">Review and publish</a>
        </p>
      ) : null}
      <div ref={banner} tabIndex={-1} className="ed-banner-target" aria-live="polite">
        {errors.length ? (
          <div className="ed-banner ed-banner-error">
            {fromPublish ? (
              <p>
                <strong>Not published.</strong> {errors.length === 1 ? 'One problem' : `${errors.length} problems`} of
                the draft would reach the site. The draft is kept: correct {errors.length === 1 ? 'it' : 'them'} here
                and save to the draft, then publish again.
              </p>
            ) : (
              <p>
                <strong>Not saved.</strong> {errors.length === 1 ? 'One problem' : `${errors.length} problems`} would
                reach the site. Nothing was written.
              </p>
            )}
            <ul>
              {mine.map((p, i) => (
                <li key={i}>
                  <button type="button" className="ed-link" onClick={() => goTo(p)}>
                    {p.path.length ? labelPath(collection.fields, p.path) : 'The file'}
                  </button>
                  : {p.message}
                </li>
              ))}
              {elsewhere.map((p, i) => (
                <li key={`o${i}`}>
                  content/{p.file}:{p.line}:{p.column} {p.field}: {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer?.conflict ? (
          <div className="ed-banner ed-banner-error">
            <p>{answer.error}</p>
            <button
              type="button"
              className="ed-button"
              onClick={() => {
                setAnswer(undefined);
                void load();
              }}
            >
              Open the current version
            </button>
          </div>
        ) : null}
        {answer?.warnings?.length ? (
          <div className="ed-banner ed-banner-warning">
            <p>Saved, with {answer.warnings.length === 1 ? 'a note' : 'notes'}:</p>
            <ul>
              {answer.warnings.map((w, i) => (
                <li key={i}>
                  {w.field ? `${w.field}: ` : ''}
                  {w.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer?.todo?.length ? (
          <div className="ed-banner">
            <p>Left to do:</p>
            <ul>
              {answer.todo.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Form
        tagName="div"
        schema={collection.schema as RJSFSchema}
        uiSchema={{ ...(collection.uiSchema as UiSchema), 'ui:submitButtonOptions': { norender: true } }}
        formData={data}
        onChange={(e) => setData(e.formData as Data)}
        validator={serverJudges}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        formContext={formContext}
        widgets={editorWidgets}
        templates={editorTemplates}
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: 'skipEmptyDefaults',
          arrayMinItems: { populate: 'never' },
        }}
      />
      {collection.markdown ? (
        <div className={`ed-field${bodyErrors.length ? ' ed-has-error' : ''}`}>
          <label htmlFor="root_body" className="ed-label">
            Article text
          </label>
          <p className="ed-help" id="root_body__help">
            Markdown: a blank line between paragraphs, “## ” before a heading, “- ” before a list item.
          </p>
          <textarea
            ref={bodyInput}
            id="root_body"
            className="ed-input ed-body"
            value={body}
            rows={16}
            aria-describedby="root_body__help root_body__error"
            onChange={(e) => setBody(e.target.value)}
          />
          <div id="root_body__error" className="ed-errors">
            {bodyErrors.map((p, i) => (
              <p key={i} className="ed-error">
                {p.message}
              </p>
            ))}
          </div>
          <ArticlePicture
            body={body}
            onBody={setBody}
            textarea={bodyInput}
            drafts={draftPictures}
            onDrafted={onDrafted}
          />
        </div>
      ) : null}
      {!isNew && config.publishing ? (
        <EntryHistory
          collection={collection.name}
          slug={slug}
          title={String(data.name ?? data.title ?? collection.label)}
          version={version}
          onRestored={() => void load()}
        />
      ) : null}
      {!isNew && !collection.single ? (
        <p className="ed-delete">
          {deleteRefused ? (
            <span className="ed-banner ed-banner-error ed-delete-refused" role="alert">
              {deleteRefused}
            </span>
          ) : null}
          <button type="button" className="ed-button ed-danger" onClick={() => void remove()} disabled={saving}>
            Delete this entry
          </button>
        </p>
      ) : null}
      {dialog}
      <div className="ed-savebar">
        <p className="ed-status" role="status">
          {dirty && !saving && !answer?.errors?.length ? 'Changes not saved yet. ' : ''}
          {status}
          {created ? (
            <>
              {' '}
              <a href={`#/edit/${collection.name}/${created}`}>Open {created}</a>
            </>
          ) : null}
        </p>
        {drafts ? (
          <>
            <button
              type="button"
              className="ed-button ed-publish-now"
              disabled={saving || (isNew && (!newSlug || !!created))}
              onClick={() => void save()}
            >
              {isNew
                ? config.publishing
                  ? 'Create and publish'
                  : 'Create now'
                : config.publishing
                  ? 'Save and publish'
                  : 'Save now'}
            </button>
            <button type="submit" className="ed-button ed-primary" disabled={saving || (isNew && !newSlug)}>
              {saving ? 'Saving…' : 'Save to draft'}
            </button>
          </>
        ) : (
          <button
            type="submit"
            className="ed-button ed-primary"
            disabled={saving || (isNew && (!newSlug || !!created))}
          >
            {saving ? 'Saving…' : isNew ? 'Create' : 'Save'}
          </button>
        )}
      </div>
    </form>
  );
}
