/**
 * Asks before an action that changes the site (delete, restore, undo): a modal dialog naming what will happen,
 * with the action's own words on its button and "Cancel" focused first, so a stray tap cancels. An action may have
 * another way beside it (`other`: a delete in the draft, or at once): choosing it answers "other".
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

type Answer = boolean | 'other';

interface Question {
  title: string;
  text: string;
  action: string;
  other?: string;
  resolve: (answer: Answer) => void;
}

/** The dialog to render and `ask`, which opens it and resolves true when the owner confirms. */
export function useConfirm(): [
  ReactNode,
  (title: string, text: string, action: string, other?: string) => Promise<Answer>,
] {
  const [question, setQuestion] = useState<Question>();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!question || !dialog.current) return;
    if (!dialog.current.open) dialog.current.showModal();
    cancel.current?.focus();
  }, [question]);
  const ask = useCallback(
    (title: string, text: string, action: string, other?: string) =>
      new Promise<Answer>((resolve) => setQuestion({ title, text, action, other, resolve })),
    [],
  );
  const answer = (yes: Answer) => {
    question?.resolve(yes);
    dialog.current?.close();
    setQuestion(undefined);
  };
  const element = question ? (
    <dialog
      ref={dialog}
      className="ed-dialog"
      aria-labelledby="ed-dialog-title"
      aria-describedby="ed-dialog-text"
      onCancel={(e) => {
        e.preventDefault();
        answer(false);
      }}
    >
      <h2 id="ed-dialog-title">{question.title}</h2>
      <p id="ed-dialog-text">{question.text}</p>
      <div className="ed-dialog-buttons">
        <button ref={cancel} type="button" className="ed-button" onClick={() => answer(false)}>
          Cancel
        </button>
        {question.other ? (
          <button type="button" className="ed-button" onClick={() => answer('other')}>
            {question.other}
          </button>
        ) : null}
        <button type="button" className="ed-button ed-primary" onClick={() => answer(true)}>
          {question.action}
        </button>
      </div>
    </dialog>
  ) : null;
  return [element, ask];
}
