import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { CtaBand } from '../ui/cta-band.tsx';
import { Island } from '../islands/island.tsx';

/** /services: every service by category, with a search that filters and ranks the categories. */
export default function ServicesPage({ data }: { data: PageDataOf<'services'> }) {
  const { page } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <section id="directory" aria-label={page.search.label} className="bg-steel-50 py-12 sm:py-16">
        <Island name="services-directory" props={{ texts: page.search, categories: page.categories }} />
      </section>
      <CtaBand cta={page.cta} />
    </>
  );
}
