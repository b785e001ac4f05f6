/** The pictures uploaded to the site, each with where it is shown and a delete for those shown nowhere. */
import { useCallback, useEffect, useState } from 'react';
import { api, type Picture } from './api.ts';
import { useConfirm } from './confirm.tsx';
import { followToSite } from './live-watch.ts';

/** `undoable`: on the site server, where Undo can bring a deleted picture back. */
export function PictureList({ undoable }: { undoable: boolean }) {
  const [pictures, setPictures] = useState<Picture[]>();
  const [status, setStatus] = useState('');
  const [dialog, ask] = useConfirm();
  const load = useCallback(() => api.pictures().then(({ body }) => setPictures(body.pictures ?? [])), []);
  useEffect(() => {
    void load();
  }, [load]);

  async function remove(p: Picture) {
    const yes = await ask(
      `Delete the picture ${p.src}?`,
      `The picture and its ${p.files.length - 1} sized version${p.files.length === 2 ? '' : 's'} leave the site.${undoable ? ' Undo, on the list of changes, brings them back.' : ''}`,
      'Delete',
    );
    if (!yes) return;
    setStatus('Deleting…');
    const { status: code, body } = await api.removePicture(p.src);
    const done = `Deleted ${p.src}${undoable ? '. Undo brings it back' : ''}`;
    if (code !== 200) setStatus(body.error ?? `Not deleted (${code})`);
    else if (!followToSite(body.published, setStatus, done)) setStatus(`${done}.`);
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
          <li key={p.src}>
            <img src={p.src} alt="" loading="lazy" />
            <span className="ed-picture-name">
              {p.src}
              <br />
              <small>{p.usedBy.length ? `Shown on ${p.usedBy.join(', ')}` : 'Shown nowhere'}</small>
            </span>
            {p.usedBy.length ? null : (
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
