/**
 * The pictures uploaded to the site, each with where it is shown and a delete for those shown nowhere. With the
 * draft, the pictures uploaded into it are listed too (shown from the editor's copy: the site does not have them
 * yet), a delete waits in the draft unless the owner publishes it now, and either is taken out of the draft here.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, draftPictureUrl, type EditorConfig, type Picture } from './api.ts';
import { useConfirm } from './confirm.tsx';
import { followToSite } from './live-watch.ts';

/** The small copy of a picture of the draft (a sized version, else the picture), from the editor. */
const draftThumb = (p: Picture) => {
  const small = p.files.find((f) => f.endsWith('.webp')) ?? p.files[0]!;
  return draftPictureUrl(`/media/${small.slice(small.lastIndexOf('/') + 1)}`);
};

const versions = (p: Picture) =>
  `The picture and its ${p.files.length - 1} sized version${p.files.length === 2 ? '' : 's'}`;

/** Where a picture stands, in words. */
function standing(p: Picture): string {
  if (p.drafted) return 'In the draft: the site does not have it until you publish the draft.';
  if (p.deleting) return 'Deleted in the draft: the site shows it until you publish the draft.';
  return '';
}

export function PictureList({ config, onDrafted }: { config: EditorConfig; onDrafted: () => void }) {
  const [pictures, setPictures] = useState<Picture[]>();
  const [status, setStatus] = useState('');
  const [dialog, ask] = useConfirm();
  const { drafts, publishing: undoable } = config;
  // Where the draft holds pictures and their deletes (wherever there is a draft; false leaves every delete at once).
  const inDraft = drafts && config.draftPictures !== false;
  const load = useCallback(() => api.pictures().then(({ body }) => setPictures(body.pictures ?? [])), []);
  useEffect(() => {
    void load();
  }, [load]);

  async function remove(p: Picture) {
    const undo = undoable ? ' Undo, on the list of changes, brings them back.' : '';
    const yes = await ask(
      `Delete the picture ${p.src}?`,
      inDraft
        ? `${versions(p)} leave the site when you publish the draft (until then the site shows them), or now.${undo}`
        : `${versions(p)} leave the site.${undo}`,
      inDraft ? 'Delete in the draft' : 'Delete',
      inDraft ? (undoable ? 'Delete and publish now' : 'Delete now') : undefined,
    );
    if (!yes) return;
    setStatus('Checking and deleting…');
    if (yes === true && inDraft) {
      const { status: code, body } = await api.removePictureInDraft(p.src);
      setStatus(
        code === 200
          ? `${p.src} waits in the draft to be deleted: the site shows it until you publish the draft.`
          : (body.error ?? `Not deleted (${code})`),
      );
      if (code === 200) onDrafted();
    } else {
      const { status: code, body } = await api.removePicture(p.src);
      const done = `Deleted ${p.src}${undoable ? '. Undo brings it back' : ''}`;
      if (code !== 200) setStatus(body.error ?? `Not deleted (${code})`);
      // Where a delete is a commit, the site has it a moment later: said when it does.
      else if (!followToSite(body.published, setStatus, done)) setStatus(`${done}.`);
    }
    await load();
  }

  /** Takes a picture uploaded into the draft, or the delete of one, out of the draft. */
  async function drop(p: Picture) {
    const { status: code, body } = await api.dropPictureFromDraft(p.src);
    setStatus(
      code === 200
        ? p.drafted
          ? `${p.src} is out of the draft: it is not uploaded.`
          : `${p.src} is out of the draft: the site keeps it.`
        : (body.error ?? 'Not changed'),
    );
    onDrafted();
    await load();
  }

  return (
    <section className="ed-section" aria-labelledby="ed-c-pictures">
      <h2 id="ed-c-pictures">Pictures</h2>
      <p className="ed-note">
        Pictures uploaded to the site. One that a page shows cannot be deleted until no page does.
      </p>
      <ul className="ed-pictures">
        {pictures?.map((p) => (
          <li key={p.src} className={p.drafted || p.deleting ? 'ed-picture-waiting' : undefined}>
            <img src={p.drafted ? draftThumb(p) : p.src} alt="" loading="lazy" />
            <span className="ed-picture-name">
              {p.src}
              <br />
              {standing(p) ? (
                <>
                  <strong>{standing(p)}</strong>
                  <br />
                </>
              ) : null}
              <small>{p.usedBy.length ? `Shown on ${p.usedBy.join(', ')}` : 'Shown nowhere'}</small>
            </span>
            {p.deleting || (p.drafted && !p.usedBy.length) ? (
              <button
                type="button"
                className="ed-button ed-small"
                aria-label={`Take out of the draft: ${p.src}`}
                onClick={() => void drop(p)}
              >
                Take out of the draft
              </button>
            ) : p.usedBy.length || p.drafted ? null : (
              <button
                type="button"
                className="ed-button ed-small ed-danger"
                aria-label={`Delete ${p.src}`}
                onClick={() => void remove(p)}
              >
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="ed-status-line">
        {status}
      </p>
      {dialog}
    </section>
  );
}
