/**
 * `npx tsx scripts/bench-owner-tasks.ts [--source=<folder>] [--runs=3]`: five tasks an owner does, done in Chromium at
 * a phone's width (390 px, touch) in the editor as the site's server runs it (`npm run edit -- --publish` in a
 * scratch clone of the source: each publish is a commit and the site is rebuilt and served). For each task it counts
 * the steps (taps, fields filled, pictures chosen) and times from the first step until the public page serves the
 * change: the machine's seconds, not the owner's reading time. `--source` names another checkout of the project
 * (with its own build) to measure the same tasks on, for a before/after.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROME_FLAGS, LOCAL_ONLY_FLAG } from './machine/browser.ts';
import { requireBrowser } from './machine/prepare.ts';
import { EditorProject } from '../tests/support/editor-project.ts';
import { bundleEditor } from './editor-bundle.ts';
import { entryPath, fixedPath } from '../schema/routes.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const source = arg('source') ?? process.cwd();
const runs = Number(arg('runs') ?? 3);
const PHONE = { width: 390, height: 844 };
const HONDA = entryPath('make', 'honda');

interface Outcome {
  steps: number;
  seconds: number;
}
type Task = (
  page: Page,
  step: <T>(action: () => Promise<T>) => Promise<T>,
  run: number,
) => Promise<() => Promise<boolean>>;

// The editor's bundle of the source's own code (the clone copies its dist/, newer than the clone's sources).
await bundleEditor(source);
const project = new EditorProject({ withBuild: true }, source);
const port = 9500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const served = async (path: string) => (await fetch(base + path)).text();

/** Opens an entry from the list by searching for it, as the owner would. */
async function find(page: Page, step: <T>(a: () => Promise<T>) => Promise<T>, words: string, name: RegExp) {
  await step(() => page.fill('#ed-search', words));
  await step(() => page.getByRole('link', { name }).first().click());
  await page.waitForSelector('.ed-entry h1');
}

/** Opens a folded part of a form (a <details> whose summary has this text). */
const unfold = (page: Page, text: RegExp) => page.locator('summary', { hasText: text }).first().click();

const publishNow = (page: Page) =>
  page.getByRole('button', { name: /^(Save and publish|Save now|Create and publish|Create now|Create)$/ }).click();

/** Each task with its name; the restore is done once (a second run would find the page restored already). */
const tasks: [string, Task, number?][] = [
  [
    'change the opening hours (Saturday closes at 3 PM, then 2 PM again)',
    async (page, step, run) => {
      const closes = run % 2 === 0 ? '15:00' : '14:00';
      await find(page, step, 'hours', /^Shop details/);
      await step(() => page.locator('#root_hours_1_closes').fill(closes));
      await step(() => publishNow(page));
      const shown = `8:00 AM-${closes === '15:00' ? 3 : 2}:00 PM`;
      return async () => (await served(fixedPath('contact'))).includes(shown);
    },
  ],
  [
    'change a price (Honda, first common repair)',
    async (page, step, run) => {
      const price = `$${60 + run}-$${90 + run}`;
      await find(page, step, 'honda', /^Honda/);
      await step(() => unfold(page, /^Common repair: /));
      await step(() => page.fill('#root_commonServices_0_estimatedCost', price));
      await step(() => publishNow(page));
      return async () => (await served(HONDA)).includes(price);
    },
  ],
  [
    'add a special with a picture',
    async (page, step, run) => {
      const title = `Winter Battery Check ${run}`;
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#35506b' } })
        .jpeg()
        .toBuffer();
      await step(() => page.fill('#ed-search', 'special'));
      await step(() => page.getByRole('link', { name: 'Add to specials (offers)' }).first().click());
      await page.waitForSelector('#ed-slug');
      await step(() => page.fill('#root_title', title));
      if (!(await page.inputValue('#ed-slug'))) await step(() => page.fill('#ed-slug', `winter-battery-check-${run}`));
      await step(() => page.fill('#root_summary', 'We test the battery, the starter and the charging system.'));
      await step(() => page.selectOption('#root_offer_type', 'amount-off'));
      await step(() => page.fill('#root_offer_value', '10'));
      await step(() => page.fill('#root_finePrint', 'Cars and light trucks. One per vehicle.'));
      await step(() => page.getByRole('button', { name: 'Add a service page' }).click());
      await step(() => page.selectOption('#root_services_0', 'battery-replacement'));
      await step(() => page.fill('#root_starts', '2026-01-01'));
      await step(() => page.fill('#root_ends', '2030-12-31'));
      await step(() =>
        page.setInputFiles('#root_image_src ~ input[type="file"]', {
          name: `battery-${run}.jpg`,
          mimeType: 'image/jpeg',
          buffer: photo,
        }),
      );
      await page.waitForFunction(
        () => (document.querySelector<HTMLInputElement>('#root_image_src')?.value ?? '') !== '',
        null,
        {
          timeout: 60_000,
        },
      );
      await step(() => page.fill('#root_image_alt', 'A battery tester on a car battery'));
      await step(() => publishNow(page));
      return async () => {
        const html = await served(fixedPath('specials'));
        return html.includes(title) && html.includes(`battery-${run}`);
      };
    },
  ],
  [
    "two changes (the About page's badge and a Honda price), reviewed and published together",
    async (page, step, run) => {
      const price = `$${70 + run}-$${99 + run}`;
      const badge = `Family Shop Since {founded}, run ${run}`;
      await find(page, step, 'honda', /^Honda/);
      await step(() => unfold(page, /^Common repair: /));
      await step(() => page.fill('#root_commonServices_0_estimatedCost', price));
      await step(() => page.getByRole('button', { name: 'Save to draft', exact: true }).click());
      await page.locator('.ed-status', { hasText: /^Saved to the draft/ }).waitFor();
      await step(() => page.getByRole('link', { name: '← All pages and entries' }).click());
      await find(page, step, 'about', /^About/);
      await step(() => unfold(page, /^Top of the page/));
      await step(() => page.fill('#root_hero_badge', badge));
      await step(() => page.getByRole('button', { name: 'Save to draft', exact: true }).click());
      await page.locator('.ed-status', { hasText: /^Saved to the draft/ }).waitFor();
      await step(() => page.locator('.ed-draft-link').click());
      await page.waitForSelector('.ed-change');
      await step(() => page.getByRole('button', { name: /^Publish the 2 changes/ }).click());
      return async () =>
        (await served(HONDA)).includes(price) &&
        (await served(fixedPath('about'))).includes(badge.replace('{founded}', '2008'));
    },
  ],
  [
    "restore yesterday's version of /about",
    async (page, step) => {
      await find(page, step, 'about', /^About/);
      await step(() => page.getByText('History of this entry').click());
      await page.locator('.ed-changes > li').nth(1).waitFor();
      // Yesterday's change is the one that wrote those words (restoring it gives the page as it was after it).
      const yesterday = page.locator('.ed-changes > li', { hasText: `→ ${YESTERDAY_WORDS}` }).last();
      await step(() => yesterday.getByRole('button', { name: 'Restore this version' }).click());
      await step(() => page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click());
      return async () => (await served(fixedPath('about'))).includes(YESTERDAY_WORDS);
    },
    1,
  ],
];

/** The words the About page's badge had yesterday: a commit dated yesterday put them there, one of today took them out. */
const YESTERDAY_WORDS = 'Yesterday we still said this';

function prepareHistory() {
  const file = join(project.root, 'content/pages/about.yaml');
  const today = readFileSync(file, 'utf8');
  const commit = (text: string, when: Date, message: string) => {
    writeFileSync(file, text);
    const date = when.toISOString();
    execFileSync('git', ['commit', '-qam', message], {
      cwd: project.root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  const now = Date.now();
  commit(
    today.replace('badge: Family-Owned Since {founded}', `badge: ${YESTERDAY_WORDS}`),
    new Date(now - 26 * 3600_000),
    "About: yesterday's badge",
  );
  commit(today, new Date(now - 3600_000), 'About: the badge as it is today');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

prepareHistory();
await project.start(
  'scripts/edit.ts',
  { PORT: String(port) },
  /Edit it:\s+http:\/\/127\.0\.0\.1:\d+\/admin\//,
  300_000,
  ['--publish'],
);
const browser = await chromium.launch({ executablePath: requireBrowser(), args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG] });
const results: [string, Outcome[]][] = [];
try {
  for (const [name, task, most] of tasks) {
    const outcomes: Outcome[] = [];
    for (let run = 0; run < Math.min(runs, most ?? runs); run++) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${base}/admin/content/`);
      await page.waitForSelector('#ed-search');
      let steps = 0;
      let started = 0;
      const step = async <T>(action: () => Promise<T>) => {
        if (!steps++) started = performance.now();
        return action();
      };
      try {
        const done = await task(page, step, run);
        const deadline = Date.now() + 120_000;
        while (!(await done())) {
          if (Date.now() > deadline) throw new Error('the site did not show the change within 2 minutes');
          await new Promise((r) => setTimeout(r, 50));
        }
        outcomes.push({ steps, seconds: (performance.now() - started) / 1000 });
      } catch (error) {
        console.error(`${name}: ${(error as Error).message.split('\n')[0]}`);
        await page.screenshot({ path: `owner-task-failed-${results.length}.png` });
      }
      await context.close();
    }
    results.push([name, outcomes]);
  }
} finally {
  await browser.close();
  await project.dispose();
}
console.log(`Owner tasks at 390 px on ${source} (median of ${runs}; load average ${loadavg()[0]!.toFixed(1)}):`);
console.log('| task | steps | seconds to served (median, min-max) |\n| --- | --- | --- |');
for (const [name, outcomes] of results) {
  const s = outcomes.map((o) => o.seconds);
  console.log(
    outcomes.length
      ? `| ${name} | ${median(outcomes.map((o) => o.steps))} | ${median(s).toFixed(1)} (${Math.min(...s).toFixed(1)}-${Math.max(...s).toFixed(1)}) |`
      : `| ${name} | - | could not be done |`,
  );
}
