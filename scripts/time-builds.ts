// `npm run time-builds`: times `astro build` with the shipped 17 products and with 1,000 and 3,000
// generated ones, each in a fresh copy of the project, and prints a Markdown table. Build time
// should grow no faster than the catalogue. Not part of `npm test`: it takes minutes.
// Usage: node scripts/time-builds.ts [1000 3000 ...]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addGeneratedProducts } from './lib/generated-catalogue.ts';
import { copyProject, removeProject, runAstro } from './lib/scratch-project.ts';

const sizes = process.argv.slice(2).map(Number);
const extra = sizes.length > 0 ? sizes : [1000, 3000];
const shipped = readdirSync('src/content/products').length;

const rows: string[] = [];
for (const added of [0, ...extra.map((size) => size - shipped)]) {
  const dir = await copyProject('time-build-');
  try {
    if (added > 0) await addGeneratedProducts(dir, added);
    const run = await runAstro(dir, 'build');
    if (!run.ok) throw new Error(`the build with ${shipped + added} products failed:\n${run.output.slice(-2000)}`);
    const pages = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
    // Astro reports the page-generation step on its own line: "[build] N page(s) built in X s".
    const generation = run.output.match(/generating static routes[\s\S]*?Completed in ([\d.]+)(m?s)/);
    const generationSeconds = generation ? Number(generation[1]) / (generation[2] === 'ms' ? 1000 : 1) : NaN;
    rows.push(
      `| ${shipped + added} | ${pages} | ${run.seconds.toFixed(1)} | ${generationSeconds.toFixed(1)} | ${((run.seconds * 1000) / pages).toFixed(1)} |`,
    );
    process.stderr.write(`${shipped + added} products: ${run.seconds.toFixed(1)} s\n`);
  } finally {
    await removeProject(dir);
  }
}
console.log(
  ['| Products | HTML files | Build (s) | Page generation (s) | ms per HTML file |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'),
);
