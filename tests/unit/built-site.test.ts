// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleGraph } from '../../src/lib/built/built-site.ts';
import { findServedFile, moduleImports } from '../../src/integrations/built-files.ts';

// A built site of its own: an island that imports two shared chunks, one of which imports a third.
let root: string;
beforeAll(async () => {
  await init;
  root = mkdtempSync(join(tmpdir(), 'built-site-'));
  mkdirSync(join(root, '_astro'));
  const files = {
    '_astro/Island.a1.js': 'import{t}from"./react.b2.js";import{j}from"./jsx.c3.js";export default 1;',
    '_astro/react.b2.js': 'import"./runtime.d4.js";export const t=1;',
    '_astro/jsx.c3.js': 'export const j=1;',
    '_astro/runtime.d4.js': 'export{};',
    'about-us.html': '<p>About</p>',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findServedFile', () => {
  it('finds a file whether the root ends in a slash or not, as a folder URL turned into a path does', () => {
    for (const base of [root, `${root}/`]) {
      expect(findServedFile('/_astro/react.b2.js', base)).toBe(join(root, '_astro/react.b2.js'));
      expect(findServedFile('/about-us', base)).toBe(join(root, 'about-us.html'));
      expect(findServedFile('/../etc/passwd', base)).toBeNull();
    }
  });
});

describe('moduleGraph', () => {
  it('follows every static import of an island to the last chunk, from a root written as a folder URL', () => {
    // The service worker's integration passes fileURLToPath(dir), which ends in a slash.
    const graph = moduleGraph(['/_astro/Island.a1.js'], (path) => moduleImports(path, `${root}/`));
    expect(graph).toEqual(['/_astro/Island.a1.js', '/_astro/jsx.c3.js', '/_astro/react.b2.js', '/_astro/runtime.d4.js']);
  });
});
