import { useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';

/** What the interactive form receives from the stand-in it replaces. */
export interface TakeOver {
  /** What the visitor typed before the form's code arrived (field name -> value; checkboxes "on"). */
  initialValues: Record<string, string>;
  /** The visitor already asked to send: validate and send at once. */
  submitNow: boolean;
}

/**
 * Renders a form's markup at once (pre-rendered, usable for typing) and loads the code that validates and
 * sends it only when the visitor starts using it: first focus, touch or submit. What was typed, the focused
 * field and a submit already asked for carry over. Keeps the form libraries out of the page's first load.
 */
export function DeferredForm<P extends object>({
  load,
  props,
  shell,
}: {
  load: () => Promise<ComponentType<P & TakeOver>>;
  props: P;
  /** The form's markup without behaviour: the same fields, ids and names as the interactive form. */
  shell: ReactNode;
}) {
  const [Form, setForm] = useState<ComponentType<P & TakeOver> | null>(null);
  const takeOver = useRef<TakeOver>({ initialValues: {}, submitNow: false });
  const focused = useRef<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    void load().then((component) => setForm(() => component));
  };
  const snapshotted = useRef(false);

  // Read what the stand-in holds as late as possible: in the render that replaces it, its fields are still
  // in the page, so nothing typed while the code was on its way is lost.
  if (Form && !snapshotted.current) {
    snapshotted.current = true;
    const form = wrapper.current?.querySelector('form');
    if (form)
      takeOver.current.initialValues = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
    focused.current = wrapper.current?.contains(document.activeElement) ? document.activeElement!.id || null : null;
  }

  useEffect(() => {
    if (Form && focused.current) document.getElementById(focused.current)?.focus();
  }, [Form]);

  if (Form)
    return (
      <div ref={wrapper}>
        <Form {...props} {...takeOver.current} />
      </div>
    );
  const submitEarly = (e: FormEvent) => {
    e.preventDefault();
    takeOver.current.submitNow = true;
    start();
  };
  return (
    <div ref={wrapper} onFocusCapture={start} onPointerDownCapture={start} onSubmitCapture={submitEarly}>
      {shell}
    </div>
  );
}
