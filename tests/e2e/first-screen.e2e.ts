// Whose site it is and how to reach them, at a small phone, a phone and a desktop: the header shows
// the business's name and a call link a thumb hits first time; the home page's first screen has a
// call button and a way to the products, and the home page leads on to what its content names.
// Every expectation comes from the content (the settings, the home page entry, the products).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOME_PAGE_ID } from '../../src/conventions/paths.ts';
import { pages, products, settings, testimonials } from '../fixtures/site-content.ts';

const TAP_TARGET_PX = 44;
const home = pages.find(({ id }) => id === HOME_PAGE_ID)!.data;
const callHref = `tel:${settings.freePhone.tel}`;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element lies wholly inside the first screen. */
async function expectInFirstScreen(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.y, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, what).toBeLessThanOrEqual(viewport.height);
}

for (const width of [320, 390, 1280]) {
  const viewport = { width, height: width < 1000 ? 844 : 800 };

  test(`the header shows the name and a call link of at least ${TAP_TARGET_PX} px square at ${width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const route of ['/', products[0]!.data.path, '/contact-us']) {
      expect((await page.goto(route))?.status(), route).toBe(200);
      const header = page.getByRole('banner');
      const name = header.getByRole('link', { name: settings.name, exact: true });
      await expect(name).toBeVisible();
      // The name is written out, not only the link's label for screen readers.
      expect(squash(await name.innerText()), route).toBe(squash(settings.name));
      await expectInFirstScreen(page, name, `${route}: the name`);

      const call = header.locator(`a[href="${callHref}"]`);
      await expect(call).toHaveCount(1);
      await expect(call).toBeVisible();
      await expect(call).toHaveAccessibleName(new RegExp(settings.freePhone.display.replace(/\s+/g, '\\s+')));
      const box = (await call.boundingBox())!;
      expect(box.width, `${route}: call link width`).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      expect(box.height, `${route}: call link height`).toBeGreaterThanOrEqual(TAP_TARGET_PX);
      await expectInFirstScreen(page, call, `${route}: the call link`);
    }
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the home page's first screen has the call button and the way to the products at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const main = page.locator('main');
    expect(home.call, 'the home page entry names a call button').toBeTruthy();
    const call = main.locator(`a[href="${callHref}"]`, { hasText: squash(home.call!) });
    await expect(call).toHaveCount(1);
    await expectInFirstScreen(page, call, 'the call button');
    expect(home.actions.length, 'the home page entry has buttons under its heading').toBeGreaterThan(0);
    for (const { label, href } of home.actions) {
      await expectInFirstScreen(page, main.getByRole('link', { name: label, exact: true }), `the button ${label}`);
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expectInFirstScreen(page, main.locator('a[href="/products"]').first(), 'a link to the products');
  });
}

test('the home page links what its content links: cards, raw materials, a testimonial, the calculator', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');

  const cards = home.sections.flatMap((section) => (section.type === 'cards' ? section.cards : []));
  const linkedCards = cards.filter((card) => card.href);
  expect(linkedCards.length, 'cards with a link').toBeGreaterThan(0);
  for (const card of linkedCards) {
    await expect(main.getByRole('heading', { name: card.heading }).getByRole('link')).toHaveAttribute('href', card.href!);
  }
  // A card without a link has none.
  for (const card of cards.filter((card) => !card.href)) {
    await expect(main.getByRole('heading', { name: card.heading }).getByRole('link')).toHaveCount(0);
  }

  const items = home.sections.flatMap((section) => (section.type === 'text' ? section.items : []));
  const linkedItems = items.filter((item) => item.product);
  expect(linkedItems.length, 'bullet points naming a product').toBeGreaterThan(0);
  for (const item of linkedItems) {
    const product = products.find(({ id }) => id === item.product)!;
    await expect(main.getByRole('listitem').getByRole('link', { name: squash(item.text), exact: true })).toHaveAttribute(
      'href',
      product.data.path,
    );
  }

  const featured = testimonials.filter(({ data }) => data.featuredOn.includes(HOME_PAGE_ID));
  expect(featured.length, 'testimonials featured on the home page').toBeGreaterThan(0);
  for (const { data } of featured) await expect(main).toContainText(squash(data.quote));

  await expect(main.locator('a[href="/conedose-calculator"]').first()).toBeVisible();
});
