import { defineConfig } from 'vitest/config';

// Unit and property tests: schemas, compiler, search and routing. Fast, no browser, no build needed.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Worker processes, not threads: the server tests count the process's open file descriptors, which threads
    // running other files at the same time would change.
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's loaded modules (the compiler, zod, markdown) instead of loading them again for each
    // file: about half the run. Tests restore what they change (environment, stubbed globals).
    isolate: false,
    // Some tests run the real check and build commands: a guard against a hang, not a performance budget.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
