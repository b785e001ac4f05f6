/** How many steps of entrance delay there are (app.css has a rule for each; later items share the last). */
const STEPS = 12;

/**
 * The entrance delay of the i-th item of a group, 150 ms apart, as a data attribute (app.css turns it into the
 * `--reveal-delay` the reveal transition waits): the pages carry no style attribute, which their
 * Content-Security-Policy refuses.
 */
export const revealDelay = (i: number) => ({ 'data-reveal-step': Math.min(i, STEPS - 1) });

/** The home hero's intro fades in 300 ms after the page shows. */
export const heroIntro = revealDelay(2);
