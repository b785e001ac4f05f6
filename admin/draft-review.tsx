/**
 * The draft's review: each change waiting in the draft in words, the pages as they will look with them (a phone's
 * and a desktop's width, drawn by the site's renderer), and publishing them together or discarding them.
 */
import { useEffect, useRef, useState } from 'react';
import { api, draftPictureUrl, previewUrl, type Draft, type DraftProblem, type EditorConfig } from './api.ts';
import { useConfirm } from './confirm.tsx';
import { followToSite } from './live-watch.ts';
import { labelPath } from '../schema/label-path.ts';

/** The widths the owner's visitors see the site at. */
const WIDTHS = [
  { name: 'phone', label: 'On a phone', width: 390, height: 844 },
  { name: 'desktop', label: 'On a computer', width: 1440, height: 900 },
] as const;

/** One page at one width, shrunk to the column when it is wider. */
function Frame({ page, revision, at }: { page: string; revision: string; at: (typeof WIDTHS)[number] }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(at.width);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setRoom(el.clientWidth || at.width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [at.width]);
  const scale = Math.min(1, room / at.width);
  return (
    <figure className="ed-preview">
      <figcaption>
        {at.label} ({at.width} px wide)
      </figcaption>
      <div ref={box} className="ed-preview-box" style={{ height: Math.round(at.height * scale) }}>
        <iframe
          title={`${page} with the draft, ${at.label.toLowerCase()} (${at.width} px wide)`}
          src={previewUrl(page, revision)}
          sandbox="allow-same-origin"
          loading="lazy"
          data-width={at.width}
          style={{ width: at.width, height: at.height, transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

export function DraftReview({
  config,
  draft,
  onChanged,
  onProblems,
}: {
  config: EditorConfig;
  draft: Draft | undefined;
  /** After anything changed the draft (or published it): the header's count is read again. */
  onChanged: () => Promise<void>;
  /** The problems of a refused publish, for the entries' forms to show at their fields. */
  onProblems: (problems: DraftProblem[]) => void;
}) {
  const [dialog, ask] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [shown, setShown] = useState<string | undefined>();
  const banner = useRef<HTMLDivElement>(null);
  if (!draft) return <p className="ed-note">Loading…</p>;
  const { changes, revision } = draft;
  const n = changes.length;
  const count = n === 1 ? 'the change' : `the ${n} changes`;
  const fieldsOf = (name: string) => config.collections.find((x) => x.name === name)?.fields ?? [];
  const edit = (c: { collection: string; slug?: string }) => `#/edit/${c.collection}${c.slug ? `/${c.slug}` : ''}`;

  async function publish() {
    setBusy(true);
    setProblems([]);
    setStatus('Checking and publishing…');
    const started = performance.now();
    try {
      const { status: code, body } = await api.publishDraft(revision);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 200) {
        const pages = body.pages ?? [];
        const what = `Published ${body.count === 1 ? 'the change' : `${body.count} changes`}`;
        const shown = pages.length ? `${pages.join(', ')} ${pages.length === 1 ? 'shows it' : 'show them'}` : '';
        // On a static host the publish is a commit the host builds: the line says when the site has it.
        if (!followToSite(body.published, setStatus, pages.length ? `${what} (${pages.join(', ')})` : what))
          setStatus(
            body.published?.error
              ? `Published and committed, but the site was not rebuilt: ${body.published.error}`
              : `${what} in ${seconds} s${shown ? `: ${shown}` : ''}.`,
          );
        onProblems([]);
      } else {
        setStatus('');
        setProblems(body.errors ?? []);
        onProblems(body.errors ?? []);
        setStatus(body.error ?? `Not published (the server answered ${code})`);
      }
      await onChanged();
      requestAnimationFrame(() => banner.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  async function discard() {
    const yes = await ask(
      `Discard ${count}?`,
      `${n === 1 ? 'It is' : 'They are'} thrown away: the site stays as it is, and the entries as they are published.`,
      'Discard',
    );
    if (!yes) return;
    setBusy(true);
    const { status: code, body } = await api.discardDraft(revision);
    setStatus(code === 200 ? `Discarded ${count}. The site is as it was.` : (body.error ?? 'Not discarded'));
    await onChanged();
    setBusy(false);
    requestAnimationFrame(() => banner.current?.focus());
  }

  async function drop(c: Draft['changes'][number]) {
    setBusy(true);
    const { status: code, body } =
      c.kind === 'picture' ? await api.dropPictureFromDraft(c.src!) : await api.dropFromDraft(c.collection!, c.slug);
    setStatus(
      code === 200
        ? c.kind === 'picture'
          ? c.deleting
            ? `${c.title} is out of the draft: the site keeps it.`
            : `${c.title} is out of the draft: it is not uploaded.`
          : `${c.title} is out of the draft: it stays as published.`
        : (body.error ?? 'Not changed'),
    );
    await onChanged();
    setBusy(false);
  }

  return (
    <section aria-labelledby="ed-review-title">
      <h1 id="ed-review-title" className="ed-title">
        Review and publish
      </h1>
      <div ref={banner} tabIndex={-1} className="ed-banner-target" aria-live="polite">
        {status ? (
          <div className={`ed-banner${problems.length || /^Not /.test(status) ? ' ed-banner-error' : ''}`}>
            <p role="status">{status}</p>
            {problems.length ? (
              <ul>
                {problems.map((p, i) => (
                  <li key={i}>
                    {p.entry ? (
                      <a href={edit(p.entry)}>
                        {p.entry.title}
                        {p.path.length ? ` › ${labelPath(fieldsOf(p.entry.collection), p.path)}` : ''}
                      </a>
                    ) : (
                      `content/${p.file}${p.field ? ` › ${p.field}` : ''}`
                    )}
                    : {p.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {n ? (
        <p className="ed-note">
          {n === 1 ? 'One change waits' : `${n} changes wait`} in the draft: the site does not show{' '}
          {n === 1 ? 'it' : 'them'} yet. {n === 1 ? 'It is' : 'They are'} published together, in one step.
        </p>
      ) : (
        <p className="ed-note">
          The draft is empty. On an entry, “Save to draft” puts a change, a new entry,{' '}
          {config.draftPictures === false ? 'or a delete' : 'a delete or an uploaded picture'} here without publishing
          it.
        </p>
      )}
      <ol className="ed-changes">
        {changes.map((c) => (
          <li key={c.file} className={`ed-change${c.kind === 'picture' ? ' ed-change-picture' : ''}`}>
            {c.kind === 'picture' ? (
              <h2>
                <img src={c.deleting ? c.src : draftPictureUrl(c.src!)} alt="" className="ed-change-thumb" />
                <span>{c.title}</span> <small>{c.src}</small>
              </h2>
            ) : (
              <h2>
                <a href={edit({ collection: c.collection!, slug: c.slug })}>{c.title}</a>{' '}
                <small>{c.page ?? `content/${c.file}`}</small>
              </h2>
            )}
            {c.conflict ? (
              <p className="ed-banner ed-banner-error">
                {c.kind === 'picture'
                  ? c.deleting
                    ? 'This picture left the site since you deleted it in the draft. Take it out of the draft.'
                    : 'A picture of this name reached the site since you uploaded it into the draft. Take it out of the draft, then upload it again.'
                  : 'This entry was changed since you put it in the draft (another save, or an edit of the file). Take it out of the draft, then make your edit again.'}
              </p>
            ) : null}
            <ul className="ed-words">
              {c.words.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
            <p className="ed-buttons">
              {config.preview && c.preview ? (
                <button
                  type="button"
                  className="ed-button ed-small"
                  aria-expanded={shown === c.file}
                  onClick={() => setShown(shown === c.file ? undefined : c.file)}
                >
                  {shown === c.file ? 'Hide the preview' : 'See the page with the change'}
                </button>
              ) : null}
              <button type="button" className="ed-button ed-small" disabled={busy} onClick={() => void drop(c)}>
                Take out of the draft
              </button>
            </p>
            {shown === c.file && c.preview ? (
              <div className="ed-previews">
                {WIDTHS.map((at) => (
                  <Frame key={at.name} page={c.preview!} revision={revision} at={at} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {n ? (
        <div className="ed-savebar">
          <button type="button" className="ed-button" disabled={busy} onClick={() => void discard()}>
            Discard
          </button>
          <button type="button" className="ed-button ed-primary" disabled={busy} onClick={() => void publish()}>
            {busy ? 'Publishing…' : n === 1 ? 'Publish the change' : `Publish the ${n} changes`}
          </button>
        </div>
      ) : null}
      {dialog}
    </section>
  );
}
