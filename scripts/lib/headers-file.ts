// A built `_headers` file read back, for the smoke test and the checks over dist/: its rules, and
// the headers a host gives a path from them (Cloudflare Pages' documented behaviour, which the
// build writes for). Netlify's own reading is @netlify/headers-parser, in tests/build/host-files.test.ts.
import type { HeaderRule } from '../../src/lib/built/headers.ts';

/** A `_headers` file read back into its rules (the inverse of `headersFile`). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: {} });
    else if (!rule) throw new Error(`_headers: "${line.trim()}" comes before any path`);
    else if (line.trim().startsWith('! ')) (rule.detach ??= []).push(line.trim().slice(2));
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`_headers: "${line.trim()}" is not "Name: value"`);
      rule.headers[name] = value;
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern covers `path` (a trailing `*` matches any rest, as on both hosts). */
const covers = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);

/** The headers the rules give a response for `path`, by lower-case name, applied in file order. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ pattern }) => covers(pattern, path))) {
    for (const name of rule.detach ?? []) delete headers[name.toLowerCase()];
    for (const [name, value] of Object.entries(rule.headers)) headers[name.toLowerCase()] = value;
  }
  return headers;
}
