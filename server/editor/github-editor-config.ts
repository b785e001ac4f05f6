/**
 * The static-host editor's settings, from the Pages Function's environment: GITHUB_REPOSITORY ("owner/name"),
 * GITHUB_BRANCH (default "main"), and the credentials: a GitHub App's (GITHUB_APP_ID, GITHUB_APP_INSTALLATION_ID
 * and the secret GITHUB_APP_PRIVATE_KEY), or the secret GITHUB_TOKEN (a fine-grained token with "Contents: read and
 * write" on that one repository). Without GITHUB_REPOSITORY and credentials the editor is off there.
 */
import { GitHubApi } from './github-api.ts';
import { githubAppToken } from './github-app-token.ts';
import { GitHubContent } from './github-store.ts';

type Env = Record<string, string | undefined>;

/** The repository's content through the API, or undefined when the editor is not configured. */
export function githubContentFrom(
  env: Env,
  options: { timeZone?: string; /** GitHub's API (tests: the double) */ api?: string } = {},
): GitHubContent | undefined {
  const repository = env.GITHUB_REPOSITORY?.trim();
  const token = env.GITHUB_TOKEN?.trim();
  const appId = env.GITHUB_APP_ID?.trim();
  const installationId = env.GITHUB_APP_INSTALLATION_ID?.trim();
  const privateKey = env.GITHUB_APP_PRIVATE_KEY?.trim();
  const isApp = !!(appId && installationId && privateKey);
  if (!repository || (!token && !isApp)) return undefined;
  const [owner, repo, ...more] = repository.split('/');
  if (!owner || !repo || more.length)
    throw new Error(`GITHUB_REPOSITORY is "owner/name" (as in github.com/owner/name), found "${repository}"`);
  const api = new GitHubApi({
    owner,
    repo,
    branch: env.GITHUB_BRANCH?.trim() || 'main',
    token: isApp
      ? githubAppToken({ appId, installationId, privateKey, repo, api: options.api })
      : () => Promise.resolve(token!),
    timeZone: options.timeZone,
    api: options.api,
  });
  return new GitHubContent(api);
}
