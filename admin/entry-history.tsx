/** An entry's history: every change, when, by whom and what in words, and a restore of any earlier version. */
import { useCallback, useEffect, useState } from 'react';
import { api, type EntryChange } from './api.ts';
import { followToSite } from './live-watch.ts';
import { useConfirm } from './confirm.tsx';

interface Props {
  collection: string;
  slug?: string;
  /** What the owner calls the entry, in the question before a restore. */
  title: string;
  /** The version of the file the form shows: a restore is based on it, and the list is read again when it changes. */
  version: string;
  /** After a restore: the entry is read again. */
  onRestored: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function EntryHistory({ collection, slug, title, version, onRestored }: Props) {
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState<EntryChange[]>();
  const [status, setStatus] = useState('');
  const [dialog, ask] = useConfirm();
  const load = useCallback(
    () =>
      api.entryHistory(collection, slug).then(({ body }) => {
        if (body.error) setStatus(body.error);
        setChanges(body.changes ?? []);
      }),
    [collection, slug],
  );
  useEffect(() => {
    if (open) void load();
  }, [open, version, load]);

  async function restore(change: EntryChange) {
    const yes = await ask(
      'Restore this version?',
      `${title} goes back to how it was after the change of ${when(change.date)} by ${change.author}. This is a new change: Undo or this history can take it back.`,
      'Restore',
    );
    if (!yes) return;
    setStatus('Checking and restoring…');
    const { status: code, body } = await api.restore(collection, slug, change.commit, version);
    if (code === 200) {
      if (body.unchanged) setStatus('The entry is already as it was then.');
      else if (!followToSite(body.published, setStatus, `Restored the version of ${when(change.date)}`))
        setStatus(`Restored: the site shows the version of ${when(change.date)}.`);
    } else
      setStatus(
        body.errors?.length
          ? `Not restored: ${body.errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message}`).join('; ')}`
          : (body.error ?? `Not restored (the server answered ${code})`),
      );
    if (code === 200) onRestored();
    else await load();
  }

  return (
    <details className="ed-group" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>History of this entry</summary>
      <div className="ed-group-body">
        {changes === undefined ? <p className="ed-note">Loading…</p> : null}
        {changes?.length === 0 ? <p className="ed-note">No change recorded yet.</p> : null}
        <ol className="ed-changes">
          {changes?.map((c) => (
            <li key={c.commit}>
              <span className="ed-when">
                {when(c.date)} · {c.author}
              </span>
              <ul>
                {c.words.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
              {c.current ? (
                <small>This is the version the site shows.</small>
              ) : c.deleted ? null : (
                <button type="button" className="ed-button ed-small" onClick={() => void restore(c)}>
                  Restore this version
                </button>
              )}
            </li>
          ))}
        </ol>
        <p role="status" className="ed-status-line">
          {status}
        </p>
      </div>
      {dialog}
    </details>
  );
}
