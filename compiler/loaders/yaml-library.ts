import type * as Yaml from 'yaml';

let library: typeof Yaml | undefined;

/**
 * The position-keeping YAML library, loaded on first use. A clean check never needs it (js-yaml reads the
 * data); loading it only for a file with a problem keeps about 40 ms off every `npm run check`. Where there is no
 * `require` (a Worker's bundle), the bundle hands it over with `provideYamlLibrary`.
 */
export function yamlLibrary(): typeof Yaml {
  return (library ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)('yaml') as typeof Yaml);
}

export function provideYamlLibrary(yaml: typeof Yaml): void {
  library = yaml;
}
