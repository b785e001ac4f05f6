/**
 * Shared look of the site's form controls (focus ring: the site-wide :focus-visible outline). The border is
 * steel-500 so a field's edge keeps 3:1 against white (WCAG 1.4.11).
 */
export const labelClass = 'block text-sm font-semibold text-navy-900';
export const controlClass =
  'mt-1 block w-full min-h-11 rounded-lg border border-steel-500 bg-white px-3 py-2 text-base text-ink ' +
  'placeholder:text-steel-500 focus:border-accent-500 aria-invalid:border-red-700';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
