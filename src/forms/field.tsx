import type { ReactNode } from 'react';
import { controlClass, errorClass, labelClass } from './field-styles.ts';

/** What a field hands its control: name, id, look, and the ties to its label and message. */
export interface ControlProps {
  id: string;
  name: string;
  className: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The id of a control: `<form id>-<field name>`, so labels, messages and tests find it. */
const controlId = (form: string, name: string) => `${form}-${name}`;

function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-accent-700">
      *
    </span>
  );
}

/** The field's message (from the form's rules or the server), tied to the control by aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={errorClass}>
      {error}
    </p>
  ) : null;
}

/**
 * A visible label, the control, and the field's message right under it. The control is the same element from
 * the first paint on: a message appears beside it, never instead of it, so focus, caret and typed text stay.
 */
export function Field({
  form,
  name,
  label,
  required = false,
  markRequired = required,
  error,
  className,
  children,
}: {
  form: string;
  name: string;
  label: string;
  required?: boolean;
  /** Shows the "*" after the label (the spec marks required fields on two of the forms). */
  markRequired?: boolean;
  error: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = controlId(form, name);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {markRequired && <RequiredMark />}
      </label>
      {children({
        id,
        name,
        className: controlClass,
        ...(required && { required: true }),
        ...(error && { 'aria-invalid': true, 'aria-describedby': `${id}-error` }),
      })}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A checkbox with its label to the right, and its message under both. */
export function CheckboxField({
  form,
  name,
  label,
  required = false,
  error,
}: {
  form: string;
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
}) {
  const id = controlId(form, name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          className="mt-0.5 size-5 shrink-0 accent-accent-600"
          {...(error && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
        />
        <label htmlFor={id} className="text-sm text-steel-700">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The options of a select, from the form's content (value and label each). */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
