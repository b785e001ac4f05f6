import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from './after-first-paint.tsx';

const tones = { white: 'bg-white', muted: 'bg-steel-50', dark: 'bg-navy-900 text-white' } as const;

/** A full-width band of the page with a centred, width-limited body and an optional heading. */
export function Section({
  id,
  title,
  subtitle,
  tone = 'white',
  children,
  className = '',
}: {
  id?: string;
  title?: string;
  subtitle?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id && title ? `${id}-title` : undefined;
  const afterFirstPaint = useAfterFirstPaint();
  const deferred = afterFirstPaint ? `${afterFirstPaint} ` : '';
  // Each section is its own Suspense boundary: hydration then runs section by section in separate tasks,
  // so the main thread is never blocked for the whole page at once (lower Total Blocking Time).
  return (
    <Suspense>
      <section
        id={id}
        aria-labelledby={headingId}
        className={`${tones[tone]} ${deferred}py-14 sm:py-20 ${className}`}
        data-reveal
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          {title && (
            <header className="mx-auto mb-10 max-w-3xl text-center">
              <h2
                id={headingId}
                className={`text-headline font-bold ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}
              >
                {title}
              </h2>
              {subtitle && (
                <p className={`mt-3 text-lg ${tone === 'dark' ? 'text-navy-100' : 'text-steel-600'}`}>{subtitle}</p>
              )}
            </header>
          )}
          {children}
        </div>
      </section>
    </Suspense>
  );
}
