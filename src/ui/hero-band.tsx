import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

/** The dark opening band of a detail page (a service, a make): the glow, the breadcrumb, then the page's own hero. */
export function HeroBand({ breadcrumbs, children }: { breadcrumbs: readonly Crumb[]; children: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-navy-900 pt-24 pb-16 text-white sm:pt-28 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(232_89_12/0.25),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <Breadcrumbs items={breadcrumbs} className="mb-8" />
        {children}
      </div>
    </section>
  );
}
