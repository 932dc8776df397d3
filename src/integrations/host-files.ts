import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listPages } from './built-files.ts';
import { editorHeaders } from '../admin/headers.ts';
import { isEditorPath } from '../conventions/paths.ts';
import { findInlineSources, headersFile, mergeInlineSources, type HeadersFileInput } from '../lib/built/headers.ts';
import { hostLimitProblems, summariseHostFiles } from '../lib/built/host-limits.ts';

/**
 * Writes `_headers`, the file static hosts read their headers from (security headers, a CSP
 * hashing the inline scripts of every built page, caching), then checks it and `_redirects` (built
 * from the redirect table by src/pages/[hostFile].ts) against the hosts' limits.
 */
export function hostFiles(
  options: Omit<HeadersFileInput, 'inline' | 'frameSources'> & {
    /** The origins pages may frame (the video host), asked for when the site is built. */
    frameSources: () => string[];
    authUrl?: string | undefined;
  },
): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const redirects = await readFile(join(root, '_redirects'), 'utf8');

        // Every page is read once: the cost grows in step with the number of pages.
        const pages = await Promise.all(
          listPages(root).map(async ({ file, path }) => {
            const found = findInlineSources(await readFile(join(root, file), 'utf8'));
            if (found.eventHandlers.length > 0) {
              throw new Error(
                `${file}: inline event handlers (${found.eventHandlers.join(', ')}) would be blocked by the CSP; use a script`,
              );
            }
            return { path, found };
          }),
        );
        // The editor's page has its own policy; the site's allows only the public pages' code.
        const inline = mergeInlineSources(pages.filter(({ path }) => !isEditorPath(path)).map(({ found }) => found));
        const editorInline = mergeInlineSources(pages.filter(({ path }) => isEditorPath(path)).map(({ found }) => found));
        const { authUrl, frameSources, ...headerOptions } = options;
        const headers = headersFile({
          ...headerOptions,
          frameSources: frameSources(),
          inline,
          extraRules: [...(headerOptions.extraRules ?? []), ...editorHeaders({ inline: editorInline, authUrl })],
        });
        await writeFile(join(root, '_headers'), headers);

        const files = await Promise.all(
          (await readdir(root, { recursive: true, withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map(async (entry) => {
              const path = join(entry.parentPath, entry.name);
              return { path: path.slice(root.length).replace(/^\/+/, ''), bytes: (await stat(path)).size };
            }),
        );
        const summary = summariseHostFiles(headers, redirects, files);
        const problems = hostLimitProblems(summary);
        if (problems.length > 0) throw new Error(`The host files break the hosts' limits:\n${problems.join('\n')}`);
        logger.info(
          `checked _redirects (${summary.staticRedirects} rules) and wrote _headers (${summary.headerRules} rules, longest line ${summary.longestHeaderLine} characters; ` +
            `${new Set(inline.scripts).size} inline scripts hashed; each page's styles are in its own policy) ` +
            `in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}
