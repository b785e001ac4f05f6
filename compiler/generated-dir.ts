/**
 * Where compiled content goes (git-ignored). GENERATED_DIR lets a second dev server use its own folder. A module of
 * its own, so that the build can name the folder without loading the compiler (about 0.2 s before the bundler
 * could start).
 */
export const GENERATED_DIR = process.env.GENERATED_DIR ?? '.generated';
/** The route manifest in the generated folder: every page, its kind and data file, and the redirects. */
export const MANIFEST_FILE = 'manifest.json';
