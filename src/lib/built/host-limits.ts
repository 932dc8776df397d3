// The documented limits of the hosts the site deploys to, and a check of the generated host
// files against them. Beyond these a host silently drops rules (a CSP line over 2,000 characters
// would vanish on Cloudflare Pages), so the build stops instead.
//   Cloudflare Pages: https://developers.cloudflare.com/pages/platform/limits/ and
//   https://developers.cloudflare.com/pages/configuration/redirects/
//   Netlify: https://docs.netlify.com/routing/redirects/ and https://docs.netlify.com/site-deploys/overview
export const HOST_LIMITS = {
  cloudflare: {
    headerRules: 100,
    headerLineLength: 2000,
    staticRedirects: 2000,
    dynamicRedirects: 100,
    redirectLineLength: 1000,
    fileBytes: 25 * 1024 * 1024,
    files: 20_000,
  },
  netlify: {
    /** Netlify documents no count for _headers or _redirects rules; it does cap files per folder. */
    filesPerFolder: 54_000,
  },
} as const;

export interface HostFilesSummary {
  headerRules: number;
  longestHeaderLine: number;
  staticRedirects: number;
  dynamicRedirects: number;
  longestRedirectLine: number;
  files: number;
  largestFile: { path: string; bytes: number };
  mostFilesInAFolder: { folder: string; files: number };
}

const contentLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));

/** Counts what the limits apply to. `files` are the output's files with their sizes, paths relative to the output folder. */
export function summariseHostFiles(
  headers: string,
  redirects: string,
  files: ReadonlyArray<{ path: string; bytes: number }>,
): HostFilesSummary {
  const redirectLines = contentLines(redirects);
  // A rule is dynamic when its source has a splat or a :placeholder.
  const dynamic = redirectLines.filter((line) => /[*:]/.test(line.split(/\s+/)[0] ?? ''));
  const perFolder = new Map<string, number>();
  for (const { path } of files) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  const [folder = '.', count = 0] = [...perFolder].sort((a, b) => b[1] - a[1])[0] ?? [];
  const largest = [...files].sort((a, b) => b.bytes - a.bytes)[0] ?? { path: '', bytes: 0 };
  return {
    headerRules: contentLines(headers).filter((line) => !/^\s/.test(line)).length,
    longestHeaderLine: Math.max(0, ...headers.split('\n').map((line) => line.length)),
    staticRedirects: redirectLines.length - dynamic.length,
    dynamicRedirects: dynamic.length,
    longestRedirectLine: Math.max(0, ...redirectLines.map((line) => line.length)),
    files: files.length,
    largestFile: largest,
    mostFilesInAFolder: { folder, files: count },
  };
}

/** Every limit the summary breaks, in words; empty when the files fit both hosts. */
export function hostLimitProblems(summary: HostFilesSummary): string[] {
  const cf = HOST_LIMITS.cloudflare;
  const checks: [boolean, string][] = [
    [summary.headerRules > cf.headerRules, `_headers has ${summary.headerRules} rules; Cloudflare Pages reads at most ${cf.headerRules}`],
    [
      summary.longestHeaderLine > cf.headerLineLength,
      `_headers has a ${summary.longestHeaderLine}-character line; Cloudflare Pages drops lines over ${cf.headerLineLength}`,
    ],
    [
      summary.staticRedirects > cf.staticRedirects,
      `_redirects has ${summary.staticRedirects} static rules; Cloudflare Pages reads at most ${cf.staticRedirects}`,
    ],
    [
      summary.dynamicRedirects > cf.dynamicRedirects,
      `_redirects has ${summary.dynamicRedirects} dynamic rules; Cloudflare Pages reads at most ${cf.dynamicRedirects}`,
    ],
    [
      summary.longestRedirectLine > cf.redirectLineLength,
      `_redirects has a ${summary.longestRedirectLine}-character line; Cloudflare Pages drops lines over ${cf.redirectLineLength}`,
    ],
    [summary.files > cf.files, `the site has ${summary.files} files; Cloudflare Pages takes at most ${cf.files}`],
    [
      summary.largestFile.bytes > cf.fileBytes,
      `${summary.largestFile.path} is ${summary.largestFile.bytes} bytes; Cloudflare Pages takes files up to ${cf.fileBytes}`,
    ],
    [
      summary.mostFilesInAFolder.files > HOST_LIMITS.netlify.filesPerFolder,
      `${summary.mostFilesInAFolder.folder} holds ${summary.mostFilesInAFolder.files} files; Netlify takes at most ${HOST_LIMITS.netlify.filesPerFolder} in one folder`,
    ],
  ];
  return checks.filter(([broken]) => broken).map(([, message]) => message);
}
