/**
 * How the generated form is laid out: one column with full-width inputs and large buttons (the owner edits on a
 * phone at the counter), each field's label, its help and the gate's messages under it, nested groups as sections
 * that open by themselves when they hold a message.
 */
import { createElement, useEffect, useRef } from 'react';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  ErrorSchema,
  FieldTemplateProps,
  IconButtonProps,
  ObjectFieldTemplateProps,
  TemplatesType,
} from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

function FieldTemplate(p: FieldTemplateProps) {
  const { id, label, children, rawErrors = [], rawHelp, rawDescription, hidden, required, displayLabel, schema } = p;
  if (hidden) return <div hidden>{children}</div>;
  const container =
    schema.type === 'object' || (schema.type === 'array' && !(schema.items as { enum?: unknown })?.enum);
  if (container) return children;
  return (
    <div className={`ed-field${rawErrors.length ? ' ed-has-error' : ''}`}>
      {displayLabel && label ? (
        <label htmlFor={id} className="ed-label">
          {label}
          {required ? null : <span className="ed-optional"> (optional)</span>}
        </label>
      ) : null}
      {displayLabel && rawDescription ? <p className="ed-help">{rawDescription}</p> : null}
      {children}
      <div id={`${id}__error`} className="ed-errors">
        {rawErrors.map((e, i) => (
          <p key={i} className="ed-error">
            {e}
          </p>
        ))}
      </div>
      <div id={`${id}__help`} className="ed-help">
        {rawHelp}
      </div>
    </div>
  );
}

function hasErrors(schema: ErrorSchema | undefined): boolean {
  if (!schema) return false;
  return Object.entries(schema).some(([k, v]) =>
    k === '__errors' ? Array.isArray(v) && v.length > 0 : hasErrors(v as ErrorSchema),
  );
}

function ObjectFieldTemplate(p: ObjectFieldTemplateProps) {
  const { title, properties, fieldPathId, errorSchema, required, description, formData } = p;
  // An item of a list is known by its name: "Common service: Oil Change".
  const data = (formData ?? {}) as Record<string, unknown>;
  const name = [data.name, data.title, data.label, data.question, data.vehicle, data.mileage].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  const ref = useRef<HTMLDetailsElement>(null);
  const errors = hasErrors(errorSchema);
  useEffect(() => {
    if (errors && ref.current) ref.current.open = true;
  }, [errors]);
  const content = properties.filter((x) => !x.hidden).map((x) => x.content);
  if (fieldPathId.$id === 'root') return <div className="ed-root">{content}</div>;
  return (
    <details
      ref={ref}
      id={fieldPathId.$id}
      className={`ed-group${errors ? ' ed-has-error' : ''}`}
      open={properties.length <= 3}
    >
      <summary>
        {name ? (
          <span>
            {title}: <span className="ed-summary-name">{name}</span>
          </span>
        ) : (
          title
        )}
        {required ? null : <span className="ed-optional"> (optional)</span>}
        {errors ? <span className="ed-badge">needs a fix</span> : null}
      </summary>
      {description ? <p className="ed-help">{description}</p> : null}
      <div className="ed-group-body">{content}</div>
    </details>
  );
}

function ArrayFieldTemplate(p: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, fieldPathId, required, rawErrors = [], uiSchema } = p;
  // "Add an old address": named by what one item is (server/editor/editor-config.ts, from the schema's words).
  const addLabel = (uiSchema?.['ui:options'] as { addLabel?: string } | undefined)?.addLabel ?? 'Add one';
  return (
    <fieldset className={`ed-list${rawErrors.length ? ' ed-has-error' : ''}`} id={fieldPathId.$id}>
      <legend>
        {title}
        {required ? null : <span className="ed-optional"> (optional)</span>}
      </legend>
      {rawErrors.map((e, i) => (
        <p key={i} className="ed-error">
          {e}
        </p>
      ))}
      {items}
      {canAdd ? (
        <button type="button" className="ed-button ed-add" onClick={onAddClick}>
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}

function ArrayFieldItemTemplate(p: ArrayFieldItemTemplateProps) {
  const { children, hasToolbar, buttonsProps, registry, index, totalItems } = p;
  return (
    <div className="ed-item" aria-label={`${index + 1} of ${totalItems}`} role="group">
      {children}
      {hasToolbar ? (
        <div className="ed-item-tools">
          {createElement(getTemplate('ArrayFieldItemButtonsTemplate', registry), buttonsProps)}
        </div>
      ) : null}
    </div>
  );
}

const textButton = (text: string, extra = '') =>
  function TextButton({ onClick, disabled, id, className }: IconButtonProps) {
    return (
      <button
        type="button"
        id={id}
        className={`ed-button ed-small ${extra} ${className ?? ''}`}
        onClick={onClick}
        disabled={disabled}
      >
        {text}
      </button>
    );
  };

export const editorTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    AddButton: textButton('Add'),
    CopyButton: textButton('Copy'),
    MoveUpButton: textButton('Up'),
    MoveDownButton: textButton('Down'),
    RemoveButton: textButton('Remove', 'ed-danger'),
    ClearButton: textButton('Clear'),
    // The form's own submit button is not used: the editor's save bar saves.
    SubmitButton: () => null,
  },
};
