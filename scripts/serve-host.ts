// `npm run serve:host`: serves dist/ with Cloudflare's own Pages runtime (wrangler pages dev),
// which applies _redirects and _headers, compresses, and answers unknown paths with 404.html, as
// the host does in production. Nothing is sent to Cloudflare.
// Usage: node scripts/serve-host.ts [--port 8788] [--dir dist]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DIST_DIR } from './lib/output.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8788' }, dir: { type: 'string', default: DIST_DIR } } });

console.error(
  'serve:host: Cloudflare warns that the "301!" lines of _redirects are invalid. They are Netlify\'s forced redirects; Cloudflare skips them and applies the plain 301 line beside each (src/lib/paths/redirects.ts).',
);
const wrangler = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'pages',
    'dev',
    values.dir,
    '--port',
    values.port,
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2025-11-01',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: '.wrangler/logs' } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on('exit', (code) => process.exit(code ?? 0));
