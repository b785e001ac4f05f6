import type { ComponentType } from 'react';
import type { PageKind } from '../../schema/routes.ts';
import type { PageData, PageDataOf } from '../../scripts/compiler/page-data.ts';
import { HomePage } from '../pages/home-page.tsx';
import { AboutPage } from '../pages/about-page.tsx';
import { ContactPage } from '../pages/contact-page.tsx';
import { ServicesDirectoryPage } from '../pages/services-directory-page.tsx';
import { ServicePage } from '../pages/service-page.tsx';
import { MakesPage } from '../pages/makes-page.tsx';
import { MakePage } from '../pages/make-page.tsx';
import { HowItWorksPage } from '../pages/how-it-works-page.tsx';
import { AdvicePage } from '../pages/advice-page.tsx';
import { ArticlePage } from '../pages/article-page.tsx';
import { CitiesPage } from '../pages/cities-page.tsx';
import { FleetPage } from '../pages/fleet-page.tsx';
import { CareersPage } from '../pages/careers-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** One page component per kind of page (schema/routes.ts). */
const pages: { [K in PageKind]: ComponentType<{ data: PageDataOf<K> }> } = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  'services-directory': ServicesDirectoryPage,
  service: ServicePage,
  makes: MakesPage,
  make: MakePage,
  'how-it-works': HowItWorksPage,
  advice: AdvicePage,
  article: ArticlePage,
  cities: CitiesPage,
  fleet: FleetPage,
  careers: CareersPage,
  'not-found': NotFoundPage,
};

export function PageSwitch({ data }: { data: PageData }) {
  const Page = pages[data.kind] as ComponentType<{ data: PageData }>;
  return <Page data={data} />;
}
