// The types of scripts/build-freshness.mjs (plain JavaScript: `npm start` runs it without a TypeScript loader).
export function buildFirst(root: string, argv: readonly string[]): { why: string | undefined };
export function runBuild(root: string, why: string, env?: NodeJS.ProcessEnv): number;
