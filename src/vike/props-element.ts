/** The id of the JSON script element that carries a page's props from the HTML to hydration. */
export const PROPS_ELEMENT_ID = 'page-props';
