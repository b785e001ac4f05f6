import { NOT_FOUND_PATH } from '../../schema/routes.ts';
import type { PageProps } from './types.ts';

/** The id of the JSON script element that tells hydration which page the HTML shows. */
export const PROPS_ELEMENT_ID = 'page-props';

/**
 * What the HTML carries for hydration: only the page's route path ("" for the not-found page). The page's data and
 * the layout data are files of their own (preloaded by the HTML), fetched once and cached across pages, instead of
 * a copy of both in every page.
 */
export type EmbeddedProps = Pick<PageProps, 'path'>;

/** The route whose data the page renders: its own, or the not-found page's for "". */
export const dataPathOf = ({ path }: EmbeddedProps) => path || NOT_FOUND_PATH;
