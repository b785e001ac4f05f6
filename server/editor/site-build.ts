/**
 * Which commit the published site was built from: the build writes it to `/site-build.json` in its output
 * (scripts/site-build-file.ts), and the editor on a static host reads it after a save until the site has the
 * change (admin/live-watch.ts).
 */

/** The file's address on the site. */
export const SITE_BUILD_PATH = '/site-build.json';

export interface SiteBuild {
  /** The commit the site was built from (40 hex digits), or null when the build did not know it. */
  commit: string | null;
}
