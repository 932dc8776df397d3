// `npm run time-builds`: times `astro build` with the spec's 17 products and with 1,000 and 3,000
// generated ones, each in a fresh copy of the project, and prints a Markdown table, then how much
// longer page generation took for the largest catalogue than for the one before it, against how many
// times larger it is. Build time should grow no faster than the catalogue: 3,000 products at most
// 3.3 times 1,000 (tests/content/large-catalogue.test.ts holds the cause, a page scanning every
// product). Not part of `npm test`: it takes minutes.
// Usage: node scripts/time-builds.ts [1000 3000 ...]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addGeneratedProducts } from './lib/generated-catalogue.ts';
import { BASELINE_SITE } from './lib/output.ts';
import { copyProject, removeProject, runAstro } from './lib/scratch-project.ts';

const sizes = process.argv.slice(2).map(Number);
const extra = sizes.length > 0 ? sizes : [1000, 3000];
// Each copy starts from the baseline (scripts/lib/scratch-project.ts).
const shipped = readdirSync(join(BASELINE_SITE.contentDir, 'products')).length;

const rows: string[] = [];
/** Each catalogue's size and its page generation's seconds. */
const generation: [products: number, seconds: number][] = [];
for (const added of [0, ...extra.map((size) => size - shipped)]) {
  const dir = await copyProject('time-build-');
  try {
    if (added > 0) await addGeneratedProducts(dir, added);
    const run = await runAstro(dir, 'build');
    if (!run.ok) throw new Error(`the build with ${shipped + added} products failed:\n${run.output.slice(-2000)}`);
    const pages = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
    // Astro's own log gives the steps: content sync with type generation, page generation; the
    // host-files integration reports the time it takes to hash every page's inline code.
    const seconds = (pattern: RegExp) => {
      const match = run.output.match(pattern);
      return match ? Number(match[1]) / (match[2] === 'ms' ? 1000 : 1) : NaN;
    };
    const steps = [
      seconds(/\[types\] Generated ([\d.]+)(m?s)/),
      seconds(/generating static routes[\s\S]*?Completed in ([\d.]+)(m?s)/),
      seconds(/\[host-files\] [^\n]* in ([\d.]+) (s)$/m),
    ];
    generation.push([shipped + added, steps[1]!]);
    rows.push(
      `| ${shipped + added} | ${pages} | ${run.seconds.toFixed(1)} | ${steps.map((step) => step.toFixed(1)).join(' | ')} | ${((run.seconds * 1000) / pages).toFixed(1)} |`,
    );
    process.stderr.write(`${shipped + added} products: ${run.seconds.toFixed(1)} s\n`);
  } finally {
    await removeProject(dir);
  }
}
console.log(
  [
    '| Products | HTML files | Build (s) | Content sync and types (s) | Page generation (s) | Host files (s) | ms per HTML file |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);
const [[smaller, before], [larger, after]] = generation.slice(-2) as [[number, number], [number, number]];
console.log(
  `\nPage generation: ${(after / before).toFixed(2)} times as long for ${larger} products as for ${smaller} (${(larger / smaller).toFixed(1)} times as many); at most ${((larger / smaller) * 1.1).toFixed(1)} is linear.`,
);
