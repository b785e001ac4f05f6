import type { CSSProperties } from 'react';

/** How far apart the items of a group reveal as they scroll into view. */
const STEP_MS = 150;

/** The entrance delay of the i-th item of a group (the `--reveal-delay` the reveal transition waits). */
export const revealDelay = (i: number): CSSProperties => ({ '--reveal-delay': `${i * STEP_MS}ms` }) as CSSProperties;

/** The home hero's intro fades in 300 ms after the page shows. */
export const heroIntro = { '--reveal-delay': '300ms' } as CSSProperties;
