import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { BROWSER_MISSING, HEADLESS_SHELL_NAMES, findBrowser, type BrowserKind } from './browser.ts';
import { findOnPath } from './find-program.ts';
import { NGINX_BROTLI_MODULE, NGINX_BROTLI_PACKAGE } from '../host-config.ts';

interface Preparation {
  /** The browser to drive, when one was found or installed. */
  browser?: string;
  /** nginx, for the test of the generated nginx configuration (skipped without it outside CI). */
  nginx?: string;
  /** One line for the person at the terminal when the machine cannot run the tests. */
  problem?: string;
}

/** Whether this is Debian or Ubuntu, whose package names the installation below uses. */
function isDebianLike(): boolean {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** How to run apt-get here: directly as root, through passwordless sudo, or not at all. */
function packageInstaller(env: NodeJS.ProcessEnv): string[] | undefined {
  const aptGet = findOnPath(['apt-get'], env.PATH);
  if (!aptGet || !isDebianLike()) return undefined;
  if (process.getuid?.() === 0) return [aptGet];
  const sudo = findOnPath(['sudo'], env.PATH);
  if (sudo && spawnSync(sudo, ['-n', 'true'], { stdio: 'ignore' }).status === 0) return [sudo, '-n', aptGet];
  return undefined;
}

/** Installs each package on its own (one that this system does not have must not stop the others). */
function install(installer: string[], packages: string[][], env: NodeJS.ProcessEnv): void {
  const [command, ...prefix] = installer as [string, ...string[]];
  const run = (args: string[]) =>
    spawnSync(command, [...prefix, ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!run(['update', '-qq'])) return;
  // Each entry lists alternatives: the first that installs is enough.
  for (const alternatives of packages) alternatives.some((name) => run(['install', '-y', '-qq', name]));
}

/**
 * Makes sure the machine can run the browser tests: finds Chromium or Chrome (`CHROME_PATH`, then `PATH`), and on
 * Debian or Ubuntu, when allowed to install (root or passwordless sudo), installs once what is missing: Chromium's
 * headless shell (the quickest browser for the tests; the full chromium where the system has no shell), nginx
 * with its brotli_static module, and poppler-utils.
 */
function prepareMachine(
  env: NodeJS.ProcessEnv,
  kind: BrowserKind,
  log: (line: string) => void = console.log,
): Preparation {
  let browser = findBrowser(env, kind);
  const chosen = Boolean(env.CHROME_PATH && browser === env.CHROME_PATH);
  const fastest = chosen || Boolean(findOnPath(HEADLESS_SHELL_NAMES, env.PATH));
  // nginx counts with its brotli_static module only: the generated block needs it.
  const findNginx = () =>
    existsSync(NGINX_BROTLI_MODULE) ? findOnPath(['nginx'], `${env.PATH ?? ''}:/usr/sbin`) : undefined;
  let nginx = findNginx();
  // pdftoppm and pdftotext (poppler-utils) read the printed coupons of /specials.
  const poppler = findOnPath(['pdftoppm'], env.PATH) && findOnPath(['pdftotext'], env.PATH);
  const missing = [
    ...(fastest ? [] : [['chromium-headless-shell', ...(browser ? [] : ['chromium'])]]),
    ...(nginx ? [] : [['nginx'], [NGINX_BROTLI_PACKAGE]]),
    ...(poppler ? [] : [['poppler-utils']]),
  ];
  const installer = missing.length ? packageInstaller(env) : undefined;
  if (installer) {
    log(`Installing ${missing.map((m) => m[0]).join(', ')} from the system's packages for the browser tests (once)...`);
    install(installer, missing, env);
    browser = findBrowser(env, kind);
    nginx ??= findNginx();
  }
  return { browser, nginx, problem: browser ? undefined : BROWSER_MISSING };
}

/** For commands that drive a browser (tests, screenshots, Lighthouse): prepares the machine or stops with one line. */
export function requireBrowser(kind: BrowserKind = 'fastest', env: NodeJS.ProcessEnv = process.env): string {
  const { browser, problem } = prepareMachine(env, kind);
  if (!browser) {
    console.error(problem);
    process.exit(1);
  }
  return browser;
}
