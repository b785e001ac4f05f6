// Runs a TypeScript script of this project as one esbuild bundle with plain Node (`npm run check`, `npm run build`):
// loading the TypeScript sources one by one through a loader took longer than many a run itself. The bundle lives in
// the generated folder with the list of files it was made from, and is made again (a fraction of a second) only when
// one of them changed or disappeared, or the project folder moved.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, resolve } from 'node:path';

/** This project's folder (the scripts' code and bundles are its own; the content read is the current folder's). */
const project = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each module's `import.meta.url` as the module's own source file, not the bundle's: a module that finds files beside
 * it (the build's thread entries, the project folder) finds them where they are.
 * @type {import('esbuild').Plugin}
 */
const ownUrls = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) =>
      args.path.includes('/node_modules/')
        ? undefined
        : {
            contents: readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          },
    );
  },
};

/**
 * @param {string} outfile
 * @returns {boolean} whether the bundle was made from the files as they are, in this folder
 */
function isFresh(outfile) {
  try {
    const built = statSync(outfile).mtimeMs;
    /** @type {{ project: string, inputs: string[] }} */
    const made = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8'));
    return made.project === project && made.inputs.every((file) => statSync(resolve(project, file)).mtimeMs <= built);
  } catch {
    return false;
  }
}

/**
 * Makes the bundle of `entry` if it is not fresh, then runs it (unless `bundleOnly`).
 * @param {{
 *   entry: string,
 *   name: string,
 *   bundleOnly?: boolean,
 *   packages?: 'bundled' | 'external',
 *   external?: string[],
 * }} script `packages: 'external'` leaves every package an import (loaded from node_modules as it is);
 *   `external` leaves only these.
 */
export async function runBundled({ entry, name, bundleOnly = false, packages = 'bundled', external = [] }) {
  const outfile = resolve(project, process.env.GENERATED_DIR ?? '.generated', `bin/${name}.mjs`);
  if (!isFresh(outfile)) {
    const esbuild = await import('esbuild').catch((error) => {
      if (bundleOnly) process.exit(0); // an install without dev dependencies: the first run will say what is missing
      throw error;
    });
    const result = await esbuild.build({
      entryPoints: [resolve(project, entry)],
      absWorkingDir: project,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      ...(packages === 'external' ? { packages: 'external' } : { external }),
      outfile,
      write: false,
      metafile: true,
      logLevel: 'error',
      plugins: [ownUrls],
      banner: {
        js: [
          `// Generated from ${entry} by scripts/bundled-script.mjs. Do not edit.`,
          // The CommonJS libraries in the bundle require Node's own modules.
          "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        ].join('\n'),
      },
    });
    // Written whole, then renamed into place: a run starting meanwhile reads the old bundle or the new, never half.
    const whole = (file, contents) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.${process.pid}`, contents);
      renameSync(`${file}.${process.pid}`, file);
    };
    whole(outfile, result.outputFiles[0].contents);
    whole(`${outfile}.inputs.json`, JSON.stringify({ project, inputs: Object.keys(result.metafile.inputs) }));
  }
  if (!bundleOnly) await import(pathToFileURL(outfile).href);
}
