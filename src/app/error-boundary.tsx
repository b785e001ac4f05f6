import { Component, type ReactNode } from 'react';

/** What the visitor sees when something unexpected breaks a page (headed 'Unexpected Application Error!', as the original site showed it). */
export function UnexpectedError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6">
      <h1 className="text-headline font-bold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-steel-700">{message}</p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-accent-700 underline underline-offset-2">
          Reload the home page
        </a>
      </p>
    </section>
  );
}

/** Catches a rendering error of the page so the header and footer stay usable; resets on the next page. */
export class ErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('Unexpected Application Error!', error);
  }

  override render() {
    return this.state.error ? <UnexpectedError error={this.state.error} /> : this.props.children;
  }
}
