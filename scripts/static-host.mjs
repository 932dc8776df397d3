#!/usr/bin/env node
// Serves dist/ the way a static host (Netlify, Cloudflare Pages) does: pretty URLs (/about-us →
// about-us.html), the generated `_redirects` (301s) and `_headers` files, and 404.html with
// status 404, gzip-compressed text as every real host sends it. Used by the end-to-end tests of
// those files and by `npm run audit`.
// Usage: node scripts/static-host.mjs [--port 4322] [--root dist]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4322' }, root: { type: 'string', default: 'dist' } } });
const root = resolve(values.root);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};

async function readOptional(file) {
  try {
    return await readFile(join(root, file), 'utf8');
  } catch {
    return '';
  }
}

/** `_redirects`: "from to status" per line. */
function parseRedirects(text) {
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.set(from, { to, status: Number(status ?? 301) });
  }
  return rules;
}

/** `_headers`: a path pattern at column 0, then indented "Name: value" lines. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else if (rules.length > 0) {
      const colon = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function headersFor(headerRules, pathname) {
  const headers = {};
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a path is served from, trying the pretty-URL forms a static host tries. */
async function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  if (!base.startsWith(root)) return null;
  const trimmed = base.replace(/[/\\]+$/, '');
  for (const candidate of [base, `${trimmed}.html`, join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  // Read per request, so a rebuild of dist/ takes effect without restarting the server.
  const redirects = parseRedirects(await readOptional('_redirects'));
  const headerRules = parseHeaders(await readOptional('_headers'));
  const redirect = redirects.get(pathname);
  if (redirect) {
    response.writeHead(redirect.status, { ...headersFor(headerRules, pathname), Location: redirect.to });
    response.end();
    return;
  }
  const file = await resolveFile(pathname);
  const status = file ? 200 : 404;
  const served = file ?? join(root, '404.html');
  let raw;
  try {
    raw = await readFile(served);
  } catch {
    // dist/ is being rebuilt under us: say so rather than crash.
    response.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' });
    response.end('dist/ is being rebuilt; try again');
    return;
  }
  const type = contentTypes[extname(served)] ?? 'application/octet-stream';
  const compress = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && /^(text|application\/(json|xml))|svg/.test(type);
  const body = compress ? gzipSync(raw) : raw;
  response.writeHead(status, {
    ...headersFor(headerRules, pathname),
    'Content-Type': type,
    'Content-Length': body.length,
    ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`static host: serving ${root} at http://localhost:${values.port}`);
});
