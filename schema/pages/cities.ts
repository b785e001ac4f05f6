import { z } from 'zod';
import { FeatureSection, button, heading, optionalSubtitle, searchResult, section, top, words } from './shared.ts';

export const CitiesPage = z
  .object({
    meta: searchResult,
    hero: top,
    primary: section(
      z
        .object({
          title: heading('Above the nearby towns', 'Primary Service Areas'),
          subtitle: optionalSubtitle,
          cardCta: button("Button on a town's card", 'Opens the town'),
        })
        .strict(),
      'Nearby towns',
      'The towns marked close by in the service areas',
    ),
    extended: section(
      z
        .object({ title: heading('Above the other towns', 'Extended Service Areas'), subtitle: optionalSubtitle })
        .strict(),
      'Other towns',
      'The towns of the wider area',
    ),
    mobile: section(FeatureSection(3), 'Mobile service', 'Three cards about coming to the customer', ['mobile']),
    address: section(
      z
        .object({
          title: heading('Above the address', 'Visit Our Shop'),
          directionsCta: button('Directions button', 'Opens a map'),
        })
        .strict(),
      'The shop address',
      'The address with a directions button',
      ['location', 'directions'],
    ),
    notSure: section(
      z
        .object({
          title: heading('Of the question', 'Not Sure If We Serve Your Area?'),
          description: words('Text under the heading', 'One sentence', 'Call us: we may still come to you.'),
          cta: button('Button', 'Under the text'),
        })
        .strict(),
      'For towns not listed',
      'A question and a button for visitors from elsewhere',
    ),
    /** The words every town page (/cities/{town}) shares; the town's own text is in content/cities. */
    town: section(
      z
        .object({
          /** The /cities card link: "{cardLink} Mason". */
          cardLink: words('Link to a town page', 'Before the town name on the cards: "… Mason"', 'Auto repair in'),
          /** The h1 before the town's name: "Auto Repair for" Mason, OH. */
          title: words('Headline before the town name', 'On each town page: "… Mason, OH"', 'Auto Repair for'),
          driveTime: words('Drive time label', 'Before the drive time', 'Drive time'),
          /** After the drive time on the shop card: 15 min "from our shop". */
          fromShop: words('After the drive time', '15 min "…"', 'from our shop'),
          zipCodes: words('Zip codes label', 'Before the zip codes', 'Zip codes'),
          popular: section(
            z
              .object({
                title: heading('Above the services', 'Popular Services in {town}'),
                subtitle: optionalSubtitle,
              })
              .strict(),
            'Services asked for most',
            'The heading above them',
          ),
          mobile: section(
            z
              .object({
                title: heading('Of mobile service', 'We Come to You'),
                description: words('Text under the heading', 'One sentence', 'Our mobile mechanic serves {town}.'),
                cta: button('Button', 'Under the text'),
              })
              .strict(),
            'Mobile service',
            'A card about coming to the customer',
          ),
          callCta: button('Call button', 'On each town page'),
          directionsCta: button('Directions button', 'On each town page'),
        })
        .strict(),
      'On every town page',
      "Words every town's page shares; each town's own words are in its town page",
      ['cities'],
    ),
  })
  .strict();
export type CitiesPage = z.infer<typeof CitiesPage>;
