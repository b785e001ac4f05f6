import type { CSSProperties } from 'react';

/** The entrance delay of the i-th item of a group: items reveal 150 ms apart (spec, Home). */
export const stagger = (i: number): CSSProperties => ({ '--reveal-delay': `${i * 150}ms` }) as CSSProperties;

/** The hero's intro fade delay (spec, Home: 300 ms). */
export const heroIntro = { '--reveal-delay': '300ms' } as CSSProperties;
