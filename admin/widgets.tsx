/**
 * The editor's own widgets, for the fields server/editor/editor-config.ts names: a link offers the site's pages,
 * sections and keywords; a special's service offers the service pages; an icon offers the allowed icons; a picture
 * takes an upload; a date is typed (admin/date-widget.tsx). Text and paragraphs are plain inputs that grow; the
 * rest are react-jsonschema-form's own.
 */
import { useId, useState, type ChangeEvent } from 'react';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { api, type SiteChoices } from './api.ts';
import { DateWidget } from './date-widget.tsx';
import { followToSite } from './live-watch.ts';

export interface FormContext {
  choices: SiteChoices;
  tokens: string[];
  /** Uploads go into the draft (published with it), and the draft's count is read again after each. */
  drafts: boolean;
  onDrafted: () => void;
}

const describedBy = (id: string) => `${id}__error ${id}__help`;

function context(props: WidgetProps): FormContext {
  return props.registry.formContext as FormContext;
}

function TextInput(props: WidgetProps & { list?: string; mode?: 'text' | 'url' }) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, list, mode } = props;
  return (
    <input
      id={id}
      name={id}
      type="text"
      className="ed-input"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      list={list}
      inputMode={mode}
      autoComplete="off"
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? props.options.emptyValue : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

function TextWidget(props: WidgetProps) {
  return <TextInput {...props} />;
}

function TextareaWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const text = typeof value === 'string' ? value : '';
  const rows = Math.min(12, Math.max(2, Math.ceil(text.length / 38)));
  return (
    <textarea
      id={id}
      name={id}
      className="ed-input"
      value={text}
      rows={rows}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? props.options.emptyValue : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

function NumberWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, schema } = props;
  return (
    <input
      id={id}
      name={id}
      type="number"
      className="ed-input ed-number"
      value={value ?? ''}
      step={schema.type === 'integer' ? 1 : 'any'}
      inputMode="decimal"
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** A link: any page of the site, a section of one, a keyword, or a full address; the list suggests as one types. */
function LinkWidget(props: WidgetProps) {
  const { choices } = context(props);
  const list = `${props.id}__pages`;
  return (
    <>
      <TextInput {...props} list={list} mode="url" />
      <datalist id={list}>
        {choices.keywords.map((k) => (
          <option key={k} value={k}>
            {k === 'call' ? 'Call the shop' : k === 'directions' ? 'Directions to the shop' : `Write to ${k}`}
          </option>
        ))}
        {choices.links.map((l) => (
          <option key={l.value} value={l.value}>
            {l.label}
          </option>
        ))}
      </datalist>
    </>
  );
}

function Select(props: WidgetProps & { options2: { value: string; label: string }[] }) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, options2 } = props;
  const known = options2.some((o) => o.value === value);
  return (
    <select
      id={id}
      name={id}
      className="ed-input"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{required ? 'Choose…' : '(none)'}</option>
      {!known && value ? <option value={value}>{value} (not a choice)</option> : null}
      {options2.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A choice among fixed values, each in words ("Amount off" for amount-off) as the schema's words name it. */
function SelectWidget(props: WidgetProps) {
  const options = (props.options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return <Select {...props} options2={options} />;
}

function IconWidget(props: WidgetProps) {
  return <Select {...props} options2={context(props).choices.icons.map((i) => ({ value: i, label: i }))} />;
}

/** One service page a special applies to. */
function ServiceWidget(props: WidgetProps) {
  const services = context(props).choices.services.map((s) => ({
    value: s.slug,
    label: `${s.name} (${s.page})`,
  }));
  return <Select {...props} options2={services} />;
}

/**
 * A picture's address, with an upload that stores the picture (the build reads its size from the file): into the
 * draft where there is one, published with the entry that shows it.
 */
function ImageWidget(props: WidgetProps) {
  const [status, setStatus] = useState('');
  const uploadId = useId();
  const { drafts, onDrafted } = context(props);
  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setStatus('Uploading…');
    const { status: code, body } = await api.upload(file, drafts);
    if (code !== 201) return setStatus(body.error ?? 'The upload failed');
    props.onChange(body.src);
    if (drafts) onDrafted();
    const done = `Uploaded: ${body.src} (${body.width} × ${body.height})${drafts ? '. It waits in the draft with this change: save, then publish.' : ''}`;
    // Published at once on a static host, the upload is a commit of its own: the line says when the site has it.
    if (!followToSite(body.published, setStatus, done)) setStatus(done);
  }
  return (
    <>
      <TextInput {...props} mode="url" />
      <label className="ed-upload" htmlFor={uploadId}>
        Upload a picture
      </label>
      <input
        id={uploadId}
        className="ed-file"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={upload}
      />
      <p className="ed-note" role="status">
        {status}
      </p>
    </>
  );
}

export const editorWidgets: RegistryWidgetsType = {
  text: TextWidget,
  TextWidget,
  textarea: TextareaWidget,
  TextareaWidget,
  number: NumberWidget,
  UpDownWidget: NumberWidget,
  select: SelectWidget,
  SelectWidget,
  icon: IconWidget,
  link: LinkWidget,
  service: ServiceWidget,
  image: ImageWidget,
  date: DateWidget,
  DateWidget,
};
