import type { ComponentType } from 'react';
import type { PageKind } from '../../schema/routes.ts';
import type { PageData, PageDataOf } from '../../schema/page-data.ts';

type PageComponent<K extends PageKind> = ComponentType<{ data: PageDataOf<K> }>;

/**
 * One page component per kind of page (schema/routes.ts), each in its own chunk: a visitor downloads the
 * code of the pages they see, not of the whole site. Forms, toasts and the like come only with their pages.
 */
const loaders: { [K in PageKind]: () => Promise<PageComponent<K>> } = {
  home: () => import('../pages/home-page.tsx').then((m) => m.HomePage),
  about: () => import('../pages/about-page.tsx').then((m) => m.AboutPage),
  contact: () => import('../pages/contact-page.tsx').then((m) => m.ContactPage),
  'services-directory': () => import('../pages/services-directory-page.tsx').then((m) => m.ServicesDirectoryPage),
  service: () => import('../pages/service-page.tsx').then((m) => m.ServicePage),
  makes: () => import('../pages/makes-page.tsx').then((m) => m.MakesPage),
  make: () => import('../pages/make-page.tsx').then((m) => m.MakePage),
  'how-it-works': () => import('../pages/how-it-works-page.tsx').then((m) => m.HowItWorksPage),
  advice: () => import('../pages/advice-page.tsx').then((m) => m.AdvicePage),
  article: () => import('../pages/article-page.tsx').then((m) => m.ArticlePage),
  cities: () => import('../pages/cities-page.tsx').then((m) => m.CitiesPage),
  town: () => import('../pages/town-page.tsx').then((m) => m.TownPage),
  specials: () => import('../pages/specials-page.tsx').then((m) => m.SpecialsPage),
  fleet: () => import('../pages/fleet-page.tsx').then((m) => m.FleetPage),
  careers: () => import('../pages/careers-page.tsx').then((m) => m.CareersPage),
  'thank-you': () => import('../pages/thank-you-page.tsx').then((m) => m.ThankYouPage),
  'not-found': () => import('../pages/not-found-page.tsx').then((m) => m.NotFoundPage),
};

const loaded = new Map<PageKind, ComponentType<{ data: PageData }>>();

/** Loads (once) the component of a page kind; it must be loaded before a page of that kind renders. */
export async function loadPageComponent(kind: PageKind): Promise<void> {
  if (!loaded.has(kind)) loaded.set(kind, (await loaders[kind]()) as ComponentType<{ data: PageData }>);
}

export function PageSwitch({ data }: { data: PageData }) {
  const Page = loaded.get(data.kind);
  if (!Page) throw new Error(`The ${data.kind} page component was not loaded before rendering`);
  return <Page data={data} />;
}
