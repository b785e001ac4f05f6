import { z } from 'zod';
import { button, searchResult, top, words } from './shared.ts';

export const ContactPage = z
  .object({
    meta: searchResult,
    hero: top,
    phoneTitle: words('Heading of the phone card', 'Above the phone number', 'Call Us'),
    phoneNote: words('Under the phone number', 'One line', 'Mon-Fri 8 AM-6 PM'),
    addressTitle: words('Heading of the address card', 'Above the address', 'Visit Us'),
    directionsCta: button('Directions button', 'Opens a map'),
    hoursTitle: words('Heading of the hours card', 'Above the opening hours', 'Hours'),
    mapTitle: words('Name of the map', 'Read to visitors who cannot see the map', 'Map to our shop'),
    callCta: button('Call button', 'Dials the shop'),
  })
  .strict();
export type ContactPage = z.infer<typeof ContactPage>;
