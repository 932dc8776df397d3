// Where a build writes the site. DIST_DIR points the build, the servers and the checks over the
// output at another folder; CONTENT_DIR (src/loaders/entry-files.ts) names the content it is
// built from. Together they let one test suite check the shipped site, the spec's frozen content
// (tests/fixtures/spec-site) and a go-live rehearsal.
export const DIST_DIR = process.env['DIST_DIR'] ?? 'dist';

/** The spec's content, frozen, and the folder `npm run build:spec` builds it into. */
export const SPEC_SITE = { contentDir: 'tests/fixtures/spec-site/content', distDir: 'dist-spec' } as const;
