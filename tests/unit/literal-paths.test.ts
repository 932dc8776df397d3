// One module owns every path the site links to or builds (src/conventions/paths.ts): anywhere else in
// src/, a string that starts with a site path ('/contact-us', "/admin/x", `/files/${name}`, the home
// page's '/') is a second copy of it that can drift. Content files are data, not code, and stay out
// of this check.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PATHS_MODULE = 'src/conventions/paths.ts';

/**
 * A quote, backtick or template start, then a slash and a lower-case letter or underscore
 * ('/contact-us'), a # or ? ('/#business'), or the string's end ('/', the home page): a string that
 * starts with a site path.
 */
const SITE_PATH_LITERAL = /(["'`])(\/(?:[a-z_#?][^"'`\s]*|(?=\1)))/g;

/** Code before a lone '/' that hands it to a string method as a separator: split('/'), endsWith('/'), replaceAll('\\', '/'). */
const SEPARATOR_ARGUMENT = /\.(?:includes|indexOf|lastIndexOf|startsWith|endsWith|split|join|replace|replaceAll)\((?:[^()]*,\s*)?$/;

/**
 * The code of a file with its comments blanked out (line numbers kept): `// ...` (not the `//` of
 * an address such as https://), `/* ... *\/` and `<!-- ... -->` in Astro markup. Strings are
 * matched first and kept, so a comment-like `/*` inside one ('/_astro/*') stays code. Module and
 * CSS import specifiers start with `.` or a package name, never with `/`, so they never match.
 */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, ' ');
  return text.replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|(?<![:\\])\/\/.*$/gm, (match, quote?: string) =>
    quote ? match : blank(match),
  );
}

/** Every string in `files` that starts with a site path, as `file:line path`. */
function literalPaths(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(SITE_PATH_LITERAL)]
          .filter((match) => match[2] !== '/' || !SEPARATOR_ARGUMENT.test(line.slice(0, match.index)))
          .map((match) => match[2]!)
          .map((path) => `${file}:${index + 1} ${path}`),
      ),
  );
}

const sourceFiles = globSync('src/**/*.{ts,tsx,astro,mjs}').filter((file) => file !== PATHS_MODULE && !file.startsWith('src/content/'));

describe('site paths', () => {
  it('are written only in src/conventions/paths.ts: everywhere else in src/ a path comes from it', () => {
    expect(sourceFiles.length).toBeGreaterThan(50);
    expect(literalPaths(sourceFiles)).toEqual([]);
  });

  it('finds a path in a string, an attribute or a template, the home page too, and not in a comment, an https address or a separator', () => {
    const found = literalPaths(['tests/fixtures/literal-paths.txt']);
    expect(found).toEqual([
      'tests/fixtures/literal-paths.txt:3 /contact-us',
      'tests/fixtures/literal-paths.txt:4 /admin/x',
      'tests/fixtures/literal-paths.txt:5 /files/${name}',
      'tests/fixtures/literal-paths.txt:7 /',
      'tests/fixtures/literal-paths.txt:8 /_astro/*',
      'tests/fixtures/literal-paths.txt:9 /',
      'tests/fixtures/literal-paths.txt:9 /#business',
      'tests/fixtures/literal-paths.txt:10 /',
    ]);
  });
});
