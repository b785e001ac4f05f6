// `npm run check` entry: runs an esbuild bundle of scripts/check.ts and the libraries it uses with plain
// Node. Loading the TypeScript sources one by one through a loader took longer than the check itself, and
// one file loads faster than hundreds of package modules. The bundle lives in the generated folder with
// the list of files it was made from, and is rebuilt (about 0.3 s) only when one of them changed or
// disappeared. The `yaml` library stays outside: it is loaded only when a file has a problem.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, resolve } from 'node:path';

// The content checked is that of the current folder; the checker's code and bundle are the project's own.
const project = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(project, process.env.GENERATED_DIR ?? '.generated', 'bin/check.mjs');
const inputsFile = `${outfile}.inputs.json`;

function isFresh() {
  try {
    const built = statSync(outfile).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => statSync(resolve(project, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

const bundleOnly = process.argv.includes('--bundle-only');
if (!isFresh()) {
  const esbuild = await import('esbuild').catch((error) => {
    if (bundleOnly) process.exit(0); // an install without dev dependencies: the first check will say what is missing
    throw error;
  });
  const { build } = esbuild;
  const result = await build({
    entryPoints: [resolve(project, 'scripts/check.ts')],
    absWorkingDir: project,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['yaml'],
    outfile,
    metafile: true,
    logLevel: 'error',
    banner: {
      js: [
        '// Generated from scripts/check.ts by scripts/run-check.mjs. Do not edit.',
        // The CommonJS libraries in the bundle require Node's own modules.
        "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      ].join('\n'),
    },
  });
  writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
}
// `npm install` makes the bundle ahead of the first check (the package's `prepare` script).
if (!bundleOnly) await import(pathToFileURL(outfile).href);
