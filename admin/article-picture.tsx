/**
 * An article's picture: the owner says what it shows, picks a photo, and it is uploaded (server/editor/media.ts;
 * into the draft where there is one) and placed in the text where the cursor was (`![what it shows](/media/…)` on a
 * line of its own), or at the end. The build shows it at the article's width with its sized versions
 * (compiler/markdown.ts).
 */
import { useId, useState, type ChangeEvent, type RefObject } from 'react';
import { api } from './api.ts';
import { followToSite } from './live-watch.ts';
import { placePicture } from './place-picture.ts';

export function ArticlePicture({
  body,
  onBody,
  textarea,
  drafts,
  onDrafted,
}: {
  body: string;
  onBody: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The picture goes into the draft, published with the article. */
  drafts: boolean;
  onDrafted: () => void;
}) {
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState('');
  const id = useId();

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    if (!alt.trim()) {
      input.value = '';
      return setStatus('First write what the picture shows: visitors who cannot see it hear these words.');
    }
    const at = textarea.current?.selectionStart ?? body.length;
    setStatus('Uploading…');
    const { status: code, body: answer } = await api.upload(file, drafts);
    input.value = '';
    if (code !== 201) return setStatus(answer.error ?? 'The upload failed');
    const placed = placePicture(body, at, alt, answer.src);
    onBody(placed.text);
    setAlt('');
    if (drafts) onDrafted();
    const done = `Placed ${answer.src} (${answer.width} × ${answer.height}) in the text. ${drafts ? 'Save to the draft, then publish it' : 'Save to publish it'}`;
    if (!followToSite(answer.published, setStatus, `${done}. The picture itself is uploaded`)) setStatus(`${done}.`);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(placed.cursor, placed.cursor);
    });
  }

  return (
    <fieldset className="ed-article-picture">
      <legend className="ed-label">Add a picture to the text</legend>
      <label htmlFor={`${id}-alt`} className="ed-help">
        What the picture shows
      </label>
      <input
        id={`${id}-alt`}
        type="text"
        className="ed-input"
        value={alt}
        autoComplete="off"
        placeholder="Our mechanic checking a brake rotor"
        onChange={(e) => setAlt(e.target.value)}
      />
      <label className="ed-upload" htmlFor={`${id}-file`}>
        Upload and place a picture
      </label>
      <input
        id={`${id}-file`}
        className="ed-file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={upload}
      />
      <p className="ed-note" role="status">
        {status}
      </p>
    </fieldset>
  );
}
