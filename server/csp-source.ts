import { createHash } from 'node:crypto';

/** The Content-Security-Policy source (`sha256-…`) that allows one inline element with exactly this text. */
export const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
