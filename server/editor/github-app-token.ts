/**
 * A GitHub App's credentials for the editor on a static host: a JSON Web Token signed RS256 with the App's private
 * key (WebCrypto, as a Worker has it), exchanged at `POST /app/installations/{id}/access_tokens` for an
 * installation token narrowed to the site's repository and Contents: write, kept until five minutes before it
 * expires (GitHub gives one hour). The key and the tokens never appear in a message.
 */
import { GitHubError } from './github-api.ts';
import { base64url, fromBase64 } from '../base64.ts';

export interface GitHubAppCredentials {
  appId: string;
  installationId: string;
  /** The App's private key as GitHub gives it (PEM, "BEGIN RSA PRIVATE KEY"), or as PKCS #8 ("BEGIN PRIVATE KEY"). */
  privateKey: string;
  /** The repository's name (without its owner), the one the token may write. */
  repo: string;
  api?: string;
  fetcher?: typeof fetch;
  /** The clock, in milliseconds (tests set it). */
  now?: () => number;
}

const text = new TextEncoder();

/** A DER length. */
function derLength(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

const der = (tag: number, body: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array([tag, ...derLength(body.length), ...body]);

/** PKCS #1 (what GitHub hands out) wrapped as PKCS #8 (what WebCrypto imports). */
function pkcs8Of(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(body);
  } catch {
    throw new GitHubError(
      'credentials',
      'GITHUB_APP_PRIVATE_KEY is not a private key in PEM form (the .pem file GitHub gives).',
    );
  }
  if (!pem.includes('BEGIN RSA PRIVATE KEY')) return bytes;
  // SEQUENCE { INTEGER 0, SEQUENCE { OID 1.2.840.113549.1.1.1 (rsaEncryption), NULL }, OCTET STRING { key } }
  const algorithm = new Uint8Array([
    0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
  ]);
  const inner = [0x02, 0x01, 0x00, ...algorithm, ...der(0x04, bytes)];
  return der(0x30, new Uint8Array(inner));
}

/** A function that gives a valid installation token, asking GitHub for a new one only when needed. */
export function githubAppToken(o: GitHubAppCredentials): () => Promise<string> {
  const api = (o.api ?? 'https://api.github.com').replace(/\/$/, '');
  const fetcher = o.fetcher ?? ((input, init) => fetch(input, init));
  const now = o.now ?? (() => Date.now());
  let key: Promise<CryptoKey> | undefined;
  let current: { token: string; renewAt: number } | undefined;

  async function jwt(): Promise<string> {
    key ??= crypto.subtle
      .importKey('pkcs8', pkcs8Of(o.privateKey), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign'])
      .catch(() => {
        key = undefined;
        throw new GitHubError('credentials', 'GITHUB_APP_PRIVATE_KEY could not be read as the App’s RSA private key.');
      });
    const seconds = Math.floor(now() / 1000);
    // Issued a minute back against clock drift; GitHub accepts at most ten minutes ahead.
    const claims = { iat: seconds - 60, exp: seconds + 9 * 60, iss: o.appId };
    const unsigned = `${base64url(text.encode(JSON.stringify({ alg: 'RS256', typ: 'JWT' })))}.${base64url(text.encode(JSON.stringify(claims)))}`;
    const signature = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', await key, text.encode(unsigned));
    return `${unsigned}.${base64url(new Uint8Array(signature))}`;
  }

  return async () => {
    if (current && now() < current.renewAt) return current.token;
    const response = await fetcher(`${api}/app/installations/${encodeURIComponent(o.installationId)}/access_tokens`, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${await jwt()}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'site-editor',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ repositories: [o.repo], permissions: { contents: 'write' } }),
    }).catch(() => {
      throw new GitHubError('unavailable', 'GitHub could not be reached. Nothing was saved: try again in a minute.');
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new GitHubError(
        'credentials',
        response.status === 404
          ? 'GitHub knows no installation GITHUB_APP_INSTALLATION_ID of the App GITHUB_APP_ID: install the App on the repository and check both numbers.'
          : `GitHub did not accept the GitHub App’s credentials (${response.status}): check GITHUB_APP_ID and GITHUB_APP_PRIVATE_KEY, and that the App may write the repository’s contents.`,
      );
    }
    const { token, expires_at } = (await response.json()) as { token: string; expires_at: string };
    current = { token, renewAt: Date.parse(expires_at) - 5 * 60_000 };
    return token;
  };
}
