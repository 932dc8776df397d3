// The browser editor's page gets response headers of its own (written into _headers by
// src/integrations/host-files.ts).
import { uniqueHashes, type HeaderRule, type InlineSources } from '../lib/built/headers.ts';
import { EDITOR_PATH } from '../conventions/paths.ts';

/**
 * The browser editor at /admin gets its own policy in place of the site's: Decap CMS builds its
 * styles at run time ('unsafe-inline' styles), compiles its configuration checks ('unsafe-eval'),
 * previews in blob: frames, and talks to GitHub (and the sign-in service) in production. The
 * site's policy is detached first, so the two are not both enforced.
 */
export function editorHeaders({ inline, authUrl }: { inline: InlineSources; authUrl?: string | undefined }): HeaderRule[] {
  const connect = ["'self'", 'https://api.github.com', ...(authUrl ? [new URL(authUrl).origin] : [])];
  const policy = [
    `default-src 'self'`,
    ['script-src', `'self'`, `'unsafe-eval'`, ...uniqueHashes(inline.scripts)].join(' '),
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com`,
    `font-src 'self' data:`,
    ['connect-src', ...connect].join(' '),
    `frame-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
  // The editor's files are not content-hashed: revalidate them on every visit.
  const headers = { 'Content-Security-Policy': policy, 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' };
  return [EDITOR_PATH, `${EDITOR_PATH}/*`].map((pattern) => ({ pattern, detach: ['Content-Security-Policy'], headers }));
}
