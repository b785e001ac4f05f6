import { House } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import { ButtonLink } from '../ui/button.tsx';

/** The page for any unknown address. The app logs the bad path itself; this component only shows the page. */
export default function NotFoundPage({ data }: { data: PageDataOf<'not-found'> }) {
  const { page } = data;
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-steel-50 px-4 pt-28 pb-16 text-center sm:pt-32">
      <div className="max-w-xl">
        <p className="text-7xl font-extrabold tracking-tight text-accent-600 sm:text-8xl">{page.code}</p>
        <h1 className="mt-4 text-headline font-bold text-navy-900">{page.title}</h1>
        <p className="mt-4 text-lg text-steel-600">{page.description}</p>
        <ButtonLink href={page.homeLink.href} size="lg" className="mt-8">
          <House className="size-5" aria-hidden="true" />
          {page.homeLink.label}
        </ButtonLink>
      </div>
    </section>
  );
}
