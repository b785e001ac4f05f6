import type { z } from 'zod';
import type { FixedKind } from '../page-kinds.ts';
import type { PageMeta } from '../primitives.ts';
import { HomePage } from './home.ts';
import { AboutPage } from './about.ts';
import { ContactPage } from './contact.ts';
import { ServicesPage } from './services.ts';
import { AllMakesModelsPage } from './all-makes-models.ts';
import { HowItWorksPage } from './how-it-works.ts';
import { AdvicePage } from './advice.ts';
import { CitiesPage } from './cities.ts';
import { SpecialsPage } from './specials.ts';
import { FleetPage } from './fleet.ts';
import { BecomeAMechanicPage } from './become-a-mechanic.ts';
import { ThankYouPage } from './thank-you.ts';
import { NotFoundPage } from './not-found.ts';

/** What a page's content must hold at least: its title and description for search results and previews. */
type PageSchema = z.ZodType<{ meta: PageMeta }>;

/**
 * The schema of each page with a fixed address (schema/page-kinds.ts), for its file content/pages/<kind>.yaml.
 * A kind left out, or a schema without `meta`, is a type error here that names the kind.
 */
export const pageSchemas = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  services: ServicesPage,
  'all-makes-models': AllMakesModelsPage,
  'how-it-works': HowItWorksPage,
  advice: AdvicePage,
  cities: CitiesPage,
  specials: SpecialsPage,
  fleet: FleetPage,
  'become-a-mechanic': BecomeAMechanicPage,
  'thank-you': ThankYouPage,
  'not-found': NotFoundPage,
} as const satisfies { [K in FixedKind]: PageSchema };
