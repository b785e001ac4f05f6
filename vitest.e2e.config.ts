import { defineConfig } from 'vitest/config';

// Tests over the built site (dist/client): the static output, then a real headless Chromium against it, served
// locally. Independent files run two at a time; the files that measure paints, layout shift and timing run alone
// afterwards, so that another file's work cannot disturb what they measure.
const measuring = ['tests/e2e/budgets.test.ts', 'tests/e2e/home-behaviour.test.ts', 'tests/e2e/editor-publish.test.ts'];
const shared = {
  environment: 'node' as const,
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // A poll waits for what a busy 2-core machine may take seconds to show (a save's answer, a list refreshed).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'site',
          include: ['tests/build/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          exclude: measuring,
          maxWorkers: 2,
          // Files share a worker's loaded modules (playwright, the support code) instead of loading them again for
          // each file: about 20 s of CPU. No test changes the environment or a global; each starts its own servers.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'measured alone',
          include: measuring,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
