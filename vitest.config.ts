import { defineConfig } from 'vitest/config';

// Unit and property tests: schemas, compiler, search and routing. Fast, no browser, no build needed.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Some tests run the real check and build commands: a guard against a hang, not a performance budget.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
