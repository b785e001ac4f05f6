import type { Check } from './context.ts';
import { checkTokensWith } from './tokens.ts';
import { checkUrls } from './urls.ts';
import { checkLinks } from './links.ts';
import { checkPictures } from './pictures.ts';
import { checkPhones } from './phones.ts';
import { checkSlugs } from './slugs.ts';
import { checkSanity } from './sanity.ts';
import { checkSpecialsOn } from './specials.ts';
import { checkTowns } from './towns.ts';
import { checkNames } from './names.ts';
import { checkCopiedText } from './copied-text.ts';

/**
 * Every cross-file check of the content, in the order they run: `compile()` runs exactly these. A module of this
 * folder that is not imported here fails the registry test (tests/unit/compiler/checks-registry.test.ts).
 */
export function contentChecks(options: {
  /** The {tokens} every text may use (the site-wide ones). */
  tokens: readonly string[];
  /** The day the build runs as (YYYY-MM-DD). */
  today: string;
}): Check[] {
  return [
    checkTokensWith(options.tokens),
    checkUrls,
    checkLinks,
    checkPictures,
    checkPhones,
    checkSlugs,
    checkSanity,
    checkSpecialsOn(options.today),
    checkTowns,
    checkNames,
    checkCopiedText,
  ];
}
