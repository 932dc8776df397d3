// Starts Cloudflare's Pages runtime (scripts/serve-host.ts) on a built site and waits until it
// answers; for scripts and tests that need the host's own behaviour on a folder other than dist/.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface RunningHost {
  url: string;
  stop(): Promise<void>;
}

/** Serves `dir` on a free port; resolves once a request to / is answered (at most `timeoutMs`). */
export async function startHost(dir: string, timeoutMs = 120_000): Promise<RunningHost> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const host = spawn(process.execPath, ['scripts/serve-host.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) => host.once('exit', (code) => fail(new Error(`the host runtime exited with ${code}`))));
  const stop = async () => {
    if (host.exitCode !== null) return;
    const gone = new Promise((done) => host.once('exit', done));
    host.kill('SIGTERM');
    await gone;
  };
  const deadline = Date.now() + timeoutMs;
  const answers = async (): Promise<void> => {
    for (;;) {
      try {
        await fetch(url);
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`the host runtime did not answer at ${url} within ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, 250));
      }
    }
  };
  try {
    await Promise.race([answers(), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
