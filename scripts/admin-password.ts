/**
 * `npm run admin:password`: reads the back office's password (typed without echo at a terminal, or piped) and
 * prints the line to put in .env: ADMIN_PASSWORD_HASH='scrypt$…'. With --cloudflare, a hash for Cloudflare Pages (the
 * same strength in 16 MiB of memory instead of 128).
 */
import { CLOUDFLARE_SCRYPT_COST, SCRYPT_COST, hashPassword, passwordProblem } from '../server/admin/password.ts';

/** One line from standard input; at a terminal the typed characters are not shown. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          done();
          return resolve(typed);
        }
        if (ch === '\u0003') {
          done();
          return reject(new Error('Cancelled.'));
        }
        if (ch === '\u007f' || ch === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += ch;
      }
    };
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    input.on('data', onData);
  });
}

try {
  const tty = process.stdin.isTTY;
  const password = await readPassword('Password for the back office (not shown): ');
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  if (tty && (await readPassword('The same password again: ')) !== password)
    throw new Error('The two passwords differ: nothing was changed.');
  // A Worker has 128 MB of memory: on Cloudflare, OWASP's equivalent cost that needs 16 MiB.
  const hash = await hashPassword(
    password,
    process.argv.includes('--cloudflare') ? CLOUDFLARE_SCRYPT_COST : SCRYPT_COST,
  );
  if (tty)
    process.stderr.write(
      'Put this line in .env (replacing any earlier ADMIN_PASSWORD_HASH), then restart npm start:\n',
    );
  // Quoted: a shell reading .env would otherwise take each $ for a variable.
  process.stdout.write(`ADMIN_PASSWORD_HASH='${hash}'\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
