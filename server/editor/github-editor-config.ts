/**
 * The static-host editor's settings, from the Pages Function's environment: GITHUB_REPOSITORY ("owner/name"),
 * GITHUB_BRANCH (default "main") and the secret GITHUB_TOKEN (a fine-grained token with "Contents: read and write"
 * on that one repository). Without GITHUB_REPOSITORY and GITHUB_TOKEN the editor is off there.
 */
import { GitHubApi } from './github-api.ts';
import { GitHubContent } from './github-store.ts';

type Env = Record<string, string | undefined>;

/** The repository's content through the API, or undefined when the editor is not configured. */
export function githubContentFrom(env: Env, options: { timeZone?: string } = {}): GitHubContent | undefined {
  const repository = env.GITHUB_REPOSITORY?.trim();
  const token = env.GITHUB_TOKEN?.trim();
  if (!repository || !token) return undefined;
  const [owner, repo, ...more] = repository.split('/');
  if (!owner || !repo || more.length)
    throw new Error(`GITHUB_REPOSITORY is "owner/name" (as in github.com/owner/name), found "${repository}"`);
  const api = new GitHubApi({
    owner,
    repo,
    branch: env.GITHUB_BRANCH?.trim() || 'main',
    token: () => Promise.resolve(token),
    timeZone: options.timeZone,
  });
  return new GitHubContent(api);
}
