import { z } from 'zod';
import { button, searchResult, words } from './shared.ts';

export const NotFoundPage = z
  .object({
    meta: searchResult,
    code: words('Large number', 'The error number shown large', '404'),
    title: words('Headline', 'The largest words of the page', 'Page Not Found'),
    description: words('Text under the headline', 'One sentence', 'The page you are looking for has moved.'),
    homeLink: button('Link to the home page', 'Under the text'),
  })
  .strict();
export type NotFoundPage = z.infer<typeof NotFoundPage>;
