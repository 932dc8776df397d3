// Where a build writes the site. DIST_DIR points the build, the servers and the checks over the
// output at another folder; CONTENT_DIR (src/loaders/entry-files.ts) names the content it is
// built from. Together they let one test suite check the shipped site, the baseline
// (the spec's sample content, frozen in tests/fixtures/baseline-site) and a go-live rehearsal.
export const DIST_DIR = process.env['DIST_DIR'] ?? 'dist';

/** The baseline: the spec's sample content, frozen, and the folder `npm run build:baseline` builds it into. */
export const BASELINE_SITE = { contentDir: 'tests/fixtures/baseline-site/content', distDir: 'dist-baseline' } as const;

/** The copy of the site with the business's photos in some places (tests/fixtures/photo-site.ts): its content, pictures and build. */
export const PHOTO_SITE = {
  root: 'test-results/photo-site',
  contentDir: 'test-results/photo-site/content',
  distDir: 'test-results/photo-site/dist',
} as const;
