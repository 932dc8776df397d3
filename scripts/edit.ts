// `npm run edit`: local editing in the browser. Starts the editor's local save server (Decap CMS's
// decap-server, which writes straight to the files in src/content and src/assets, on this
// computer only) and the site's dev server, which shows every save on the next reload. Open
// http://localhost:4321/admin, press Login, edit, save; then reload the page to see the change.
// Usage: node scripts/edit.ts [--port 4321] [--backend-port 8081]
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4321' }, 'backend-port': { type: 'string', default: '8081' } },
});
const backendPort = values['backend-port'];

const children: ChildProcess[] = [
  // Bound to this computer only: the save server has no sign-in.
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: backendPort, BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: process.cwd(), LOG_LEVEL: 'warn' },
  }),
  spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', values.port], {
    stdio: 'inherit',
    // DEPLOY_PREVIEW: the editor's preview addresses (/preview/<collection>/<file name>) lead to
    // each entry's page here too, as on a deploy preview (src/lib/paths/preview-paths.ts).
    env: { ...process.env, DECAP_SERVER_PORT: backendPort, LOCAL_EDITING: '1', DEPLOY_PREVIEW: '1' },
  }),
];

const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
console.log(`Editing locally: open http://localhost:${values.port}/admin and press Login. Saves go straight to the files. Ctrl+C stops.`);
