import { defineConfig } from 'vitest/config';

// Tests over the built site (dist/client): the static output, then a real headless Chromium against it, served locally.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
