// A farmer opens a product's spec sheet from its page, as on a phone: the tap answers with a PDF
// from the site itself, not an address that cannot be reached. The product is the content's
// calf-grower-like one: a spec sheet, a nutrition table and feeding guidelines.
import { test, expect } from '@playwright/test';
import { fileUrl } from '../../src/lib/paths/files.ts';
import { products, settings } from '../fixtures/site-content.ts';

const product = products.find(({ data }) => data.specSheet && data.nutrition.length > 0 && data.feeding.length > 0);

test('a product\u2019s spec sheet opens from its page as a PDF', async ({ page, context }) => {
  expect(product, 'the content has a product with a spec sheet, nutrition and feeding').toBeDefined();
  const { path, name, specSheet, sample } = product!.data;
  const href = fileUrl(settings.fileStorageBase, specSheet!);
  await page.goto(path);
  const link = page.getByRole('main').getByRole('link', { name: /spec sheet/i });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toContainText(/\(PDF, \d+(\.\d)? [KM]B\)/);

  const answered = context.waitForEvent('response', (response) => response.url() === new URL(href, page.url()).href);
  await link.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
  // The browser shows the PDF in its viewer; its bytes, asked for again, are the file's.
  const body = await (await page.request.get(href)).body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The sample the site makes is written from the product's own entry.
  if (sample?.includes('specSheet')) expect(body.toString('latin1')).toContain(`(${name.replace(/[()\\]/g, '\\$&')}) Tj`);
});
