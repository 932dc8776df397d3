// The office's editor for the browser tests: `npm run edit` (scripts/edit.ts) started in a scratch
// copy of the project (scripts/lib/scratch-project.ts), on ports of its own.
import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/lib/host-server.ts';
import { projectEnv } from '../../scripts/lib/scratch-project.ts';
import { SLOWDOWN } from '../fixtures/time.ts';

/** `npm run edit` running in a scratch project: the editor at `base`/admin and the site's dev server. */
export interface Editing {
  base: string;
  /** Stops the save server and the dev server, and waits until both have exited (so the copy can be removed). */
  stop(): Promise<void>;
}

/** Starts `npm run edit` (scripts/edit.ts) in `dir` on free ports; resolves once the editor's configuration is served. */
export async function startEditing(dir: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 150_000 * SLOWDOWN): Promise<Editing> {
  const [port, backendPort] = [await freePort(), await freePort()];
  const base = `http://localhost:${port}`;
  // A process group of its own, so stopping it stops both servers.
  const child = spawn(process.execPath, ['scripts/edit.ts', '--port', String(port), '--backend-port', String(backendPort)], {
    cwd: dir,
    env: { ...projectEnv(), ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${base}/admin/config.yml`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`npm run edit in ${dir} did not serve the editor within ${timeoutMs / 1000} s`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  return { base, stop };
}
