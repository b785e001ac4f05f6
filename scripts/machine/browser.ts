import { findOnPath, isExecutable } from './find-program.ts';

/**
 * Browsers the tests, screenshots, Lighthouse and the benchmark can drive, in order of preference. Chromium's
 * headless shell comes first: the same engine without the desktop browser around it, it runs the browser tests
 * in about half the time of the full browser in headless mode.
 */
export const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell'] as const;
const FULL_BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'] as const;

/**
 * `fastest` for the tests and screenshots; `full` for Lighthouse, which should measure the browser visitors run
 * (the headless shell schedules its work differently: its blocking-time figures differ), the shell only when
 * there is nothing else.
 */
export type BrowserKind = 'fastest' | 'full';
const NAMES: Record<BrowserKind, readonly string[]> = {
  fastest: [...HEADLESS_SHELL_NAMES, ...FULL_BROWSER_NAMES],
  full: [...FULL_BROWSER_NAMES, ...HEADLESS_SHELL_NAMES],
};

/** Flags for a headless browser on a closed network: without the background-networking ones it keeps calling out. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Only this machine's own servers answer: any other host fails at once (no DNS wait, no request), as on a
 * machine without a network; the maps frame and external logos then fail the same way everywhere.
 */
export const LOCAL_ONLY_FLAG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export const BROWSER_MISSING =
  'No Chromium or Chrome found: install it (Debian: sudo apt-get install chromium-headless-shell, or chromium) or set CHROME_PATH to its executable, then run the command again.';

/** The browser to drive: `CHROME_PATH` when it names one, else the first Chromium or Chrome on `PATH`. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, kind: BrowserKind = 'fastest'): string | undefined {
  const chosen = env.CHROME_PATH;
  if (chosen && isExecutable(chosen)) return chosen;
  return findOnPath(NAMES[kind], env.PATH);
}

/** The browser's path, or an error that says how to get one. */
export function browserPath(env: NodeJS.ProcessEnv = process.env): string {
  const found = findBrowser(env);
  if (!found) throw new Error(BROWSER_MISSING);
  return found;
}
