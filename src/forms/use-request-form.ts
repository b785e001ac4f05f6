import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type * as SenderModule from './request-sender.ts';
import type { Contract, Notice } from './request-sender.ts';
import { META } from './request-meta-fields.tsx';
import { useClientValue } from '../lib/use-client-value.ts';

type Sender = typeof SenderModule;

export interface RequestFormSetup {
  /** Where the form posts: the native form's action and the address its script sends to. */
  action: string;
  /** The form's rules, built from the shared request contract once the sending code has arrived. */
  rules: (contract: Contract) => z.ZodType;
  /** The notice once the server has stored the request. */
  success: Notice;
  /** The notice on a network error or a failed answer (the fields are kept). */
  failure: string;
  /** Fields whose problem also stops the form with a notice of its own (the contact form's consent). */
  stops?: Partial<Record<string, Notice>>;
}

/** 32 hex digits from the browser's random source (works on plain http too, unlike crypto.randomUUID). */
function newKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const metaNames = new Set<string>(Object.values(META));

/** The form's fields as the server reads them: every value a string, a checked box "on", an unchecked one absent. */
function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

function setHidden(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

/** True for a field a person sees and fills (its message can be shown under it). */
function isVisibleField(form: HTMLFormElement, name: string): boolean {
  const control = form.elements.namedItem(name);
  return !metaNames.has(name) && control instanceof Element && control.getAttribute('type') !== 'hidden';
}

/**
 * One way for every request form to behave. The form is plain HTML that posts natively without script; once
 * hydrated, it validates with the shared rules (on submit, then on every change), sends JSON, and shows the
 * busy state until the server answers. Its sending code loads when the visitor first touches the form; the
 * form's elements are never replaced, so focus, caret and typed text stay where they are.
 *
 * One idempotency key per filled-in form: a double click, or a retry after a failure with the same values,
 * sends the same key (the server stores one request); changed values or a success start a new key.
 */
export function useRequestForm(setup: RequestFormSetup) {
  const ref = useRef<HTMLFormElement>(null);
  // False in the pre-rendered HTML (the form posts natively), true once the script runs it.
  const enhanced = useClientValue(() => true, false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const state = useRef({
    sender: null as Promise<Sender> | null,
    rules: null as z.ZodType | null,
    startedAt: 0,
    validated: false,
    inFlight: false,
    key: '',
    keyFor: '',
    focusFirstProblem: false,
  });

  useEffect(() => {
    state.current.startedAt = Date.now();
    if (ref.current) setHidden(ref.current, META.startedAt, String(state.current.startedAt));
  }, []);

  useEffect(() => {
    if (!state.current.focusFirstProblem) return;
    state.current.focusFirstProblem = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const load = (): Promise<Sender> => {
    state.current.sender ??= import('./request-sender.ts').catch((error: unknown) => {
      state.current.sender = null;
      throw error;
    });
    return state.current.sender;
  };
  const rulesOf = (sender: Sender) => (state.current.rules ??= setup.rules(sender.contract));

  /** Shows the problems under their fields; a problem no field can show, or a stopping one, also as a notice. */
  const show = (sender: Sender, form: HTMLFormElement, problems: Record<string, string>) => {
    const visible = Object.fromEntries(Object.entries(problems).filter(([name]) => isVisibleField(form, name)));
    const stop = Object.keys(problems)
      .map((name) => setup.stops?.[name])
      .find(Boolean);
    if (stop) sender.notify('error', stop);
    else if (Object.keys(visible).length < Object.keys(problems).length)
      sender.notify('error', { title: setup.failure });
    state.current.focusFirstProblem = true;
    setErrors(visible);
  };

  const submit = async (form: HTMLFormElement) => {
    if (state.current.inFlight) return;
    state.current.inFlight = true;
    let sender: Sender;
    try {
      sender = await load();
    } catch {
      // The sending code could not be fetched: let the browser post the form itself.
      state.current.inFlight = false;
      form.noValidate = false;
      if (form.reportValidity()) form.submit();
      return;
    }
    try {
      const values = valuesOf(form);
      state.current.validated = true;
      const problems = sender.problemsOf(rulesOf(sender), values);
      if (Object.keys(problems).length) return show(sender, form, problems);
      const filled = JSON.stringify(Object.entries(values).filter(([name]) => !metaNames.has(name)));
      if (state.current.keyFor !== filled || !state.current.key) {
        state.current.key = newKey();
        state.current.keyFor = filled;
      }
      setHidden(form, META.idempotencyKey, state.current.key);
      setBusy(true);
      const outcome = await sender.send(setup.action, {
        ...values,
        [META.startedAt]: state.current.startedAt,
        [META.idempotencyKey]: state.current.key,
      });
      if (outcome.kind === 'sent') {
        sender.notify('success', setup.success);
        form.reset();
        setHidden(form, META.idempotencyKey, '');
        state.current.key = '';
        state.current.validated = false;
        setErrors({});
      } else if (outcome.kind === 'invalid') show(sender, form, outcome.errors);
      else sender.notify('error', { title: setup.failure });
    } finally {
      state.current.inFlight = false;
      setBusy(false);
    }
  };

  /** After the first submit, every change validates again (messages come and go as the visitor types). */
  const revalidate = () => {
    const form = ref.current;
    if (!form || !state.current.validated || !state.current.sender) return;
    void state.current.sender.then((sender) => {
      const problems = sender.problemsOf(rulesOf(sender), valuesOf(form));
      setErrors(Object.fromEntries(Object.entries(problems).filter(([name]) => isVisibleField(form, name))));
    });
  };

  const start = () => void load().catch(() => {});

  return {
    errors,
    busy,
    form: {
      ref,
      method: 'post',
      action: setup.action,
      // Until the script runs, the browser checks required, minlength, type=email and min itself.
      noValidate: enhanced,
      'aria-busy': busy,
      onFocus: start,
      onPointerDown: start,
      onInput: revalidate,
      onChange: revalidate,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(event.currentTarget);
      },
    },
  };
}
