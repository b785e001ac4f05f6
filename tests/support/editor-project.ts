/**
 * A scratch git clone of this project for the editor's tests: its own content, its own commits, sharing only
 * node_modules. `start()` runs one of the project's commands in it and waits for the address it prints.
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutTestRunnerEnv as cleanEnv } from '../../scripts/local-servers.ts';

export class EditorProject {
  readonly root = mkdtempSync(join(tmpdir(), 'editor-project-'));
  private child: ChildProcess | undefined;
  output = '';

  /** `withBuild`: start from the source's build (dist/, .generated/) when it has one, so only changes are rebuilt. */
  constructor(options: { withBuild?: boolean } = {}, source = process.cwd()) {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', source, this.root]);
    symlinkSync(join(source, 'node_modules'), join(this.root, 'node_modules'));
    if (options.withBuild && existsSync(join(source, 'dist/client/index.html')))
      for (const dir of ['dist', '.generated']) cpSync(join(source, dir), join(this.root, dir), { recursive: true });
    // The build knows the static files by size and time (scripts/build-cache.ts): the clone's are as new as the
    // clone, so they get the source's times, as if the build had been made here.
    if (options.withBuild)
      for (const d of readdirSync(join(source, 'content/static'), { recursive: true, withFileTypes: true }))
        if (d.isFile()) {
          const from = join(d.parentPath, d.name);
          const to = join(this.root, from.slice(source.length + 1));
          if (existsSync(to)) utimesSync(to, statSync(from).atime, statSync(from).mtime);
        }
    this.git('config', 'user.name', 'Test');
    this.git('config', 'user.email', 'test@example.com');
  }

  /** Builds the clone's site, as `npm run build` would there. */
  build(): void {
    const r = spawnSync(process.execPath, ['scripts/run-build.mjs'], {
      cwd: this.root,
      env: cleanEnv(),
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`the build failed:\n${r.stderr.slice(-3000)}`);
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8' });
  }

  read(file: string): string {
    return readFileSync(join(this.root, file), 'utf8');
  }

  /** Runs `script` (a file under scripts/: TypeScript with tsx, .mjs with plain node) and resolves once it prints `ready`. */
  start(
    script: string,
    env: Record<string, string>,
    ready: RegExp,
    timeoutMs = 120_000,
    args: string[] = [],
  ): Promise<void> {
    const inherited = cleanEnv();
    const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...loader, script, ...args], {
      cwd: this.root,
      env: { ...inherited, ...env },
      stdio: 'pipe',
      detached: true,
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${script} did not start:\n${this.output.slice(-3000)}`)),
        timeoutMs,
      );
      const on = (d: Buffer) => {
        this.output += d.toString();
        if (ready.test(this.output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', on);
      child.stderr!.on('data', on);
      child.on('exit', (code) => reject(new Error(`${script} exited (${code}):\n${this.output.slice(-3000)}`)));
    });
  }

  async dispose(): Promise<void> {
    const child = this.child;
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid);
      await exited;
    }
    rmSync(this.root, { recursive: true, force: true, maxRetries: 5 });
  }
}
