/**
 * A calendar day typed as text: 2026-01-13 or 1/13/2026 (schema/typed-date.ts reads it). The browser's own date
 * input is not used: typed into it, a day/month date became another day and a day that does not exist became an
 * empty field. Here the form holds the day read ("2026-01-13"), or the text as typed when it is not a day, so the
 * gate refuses it at the field in the words shown under it ("February 2026 has no day 30").
 */
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { dayInWords, readTypedDay } from '../schema/typed-date.ts';

/** What the form holds for the text typed: the day read, the text itself when it is no day, nothing when empty. */
function formValue(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const read = readTypedDay(text);
  return 'day' in read ? read.day : text;
}

export function DateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const held = typeof value === 'string' ? value : undefined;
  const [text, setText] = useState(held ?? '');
  const [sent, setSent] = useState(held);
  const [left, setLeft] = useState(false);
  // The form's value changed from elsewhere (the entry was read again): show it.
  if (held !== sent) {
    setSent(held);
    setText(held ?? '');
  }
  const read = text.trim() ? readTypedDay(text) : undefined;
  // The day read, in words; or, once the field is left, why it is no day (until the gate's answer says so itself).
  const note = !read ? '' : 'day' in read ? dayInWords(read.day) : left && !rawErrors?.length ? read.problem : '';
  return (
    <>
      <input
        id={id}
        name={id}
        type="text"
        className="ed-input ed-date"
        value={text}
        placeholder="MM/DD/YYYY"
        required={required}
        disabled={disabled || readonly}
        autoComplete="off"
        aria-invalid={rawErrors?.length || (left && read && 'problem' in read) ? true : undefined}
        aria-describedby={`${id}__error ${id}__help ${id}__day`}
        onChange={(e) => {
          const next = formValue(e.target.value);
          setText(e.target.value);
          setSent(next);
          onChange(next);
        }}
        onBlur={() => {
          setLeft(true);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
      />
      <p id={`${id}__day`} className="ed-note" role="status">
        {note}
      </p>
    </>
  );
}
