// The company and resources pages as the spec describes them, against the build of the spec's own
// content (tests/fixtures/baseline-site, dist-baseline/): each shows its heading and the spec's facts.
// How any content renders (downloads, pictures, the video facade) is tested in tests/e2e.
import { test, expect, type Locator, type Page } from '@playwright/test';
import { readSiteSettings } from '../../src/integrations/site-settings.ts';
import { BASELINE_SITE } from '../../scripts/lib/output.ts';

const settings = readSiteSettings(`${BASELINE_SITE.contentDir}/settings/site.yaml`);

const PAGES = {
  '/': undefined, // the home heading is editable copy; the strapline is checked instead
  '/about-us': 'About Us',
  '/molasses': 'Molasses',
  '/feed-trailers': 'Feed Trailers',
  '/contact-us': 'Contact Us',
  '/health-and-safety': 'Health and Safety',
  '/conedose': 'Conedose',
  '/feed-quality-declarations': 'Feed Quality Declarations',
  '/testimonials': 'Testimonials',
} as const;

const main = (page: Page) => page.getByRole('main');
const pdfLinks = (page: Page) => main(page).locator('a[href$=".pdf"]');

async function expectText(scope: Locator, texts: (string | RegExp)[]) {
  for (const text of texts) await expect(scope.getByText(text).first()).toBeVisible();
}

test('each page has the spec\u2019s heading', async ({ page }) => {
  for (const [route, name] of Object.entries(PAGES)) {
    await page.goto(route);
    if (name) await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

test.describe('Home', () => {
  test('shows the strapline, the six Why cards, the raw materials and a video', async ({ page }) => {
    await page.goto('/');
    await expect(
      main(page)
        .getByText(/since 1988/i)
        .first(),
    ).toBeVisible();
    const cards = main(page).getByRole('heading', { level: 3 });
    for (const why of [
      /high quality feed/i,
      /local knowledge/i,
      /feed trailers/i,
      /independent nutritional advice/i,
      /own transport/i,
      /blending facility/i,
    ]) {
      await expect(cards.filter({ hasText: why })).toHaveCount(1);
    }
    await expect(main(page).getByRole('heading', { name: /blending facility/i, level: 2 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /raw material/i })).toBeVisible();
    const rawMaterials = ['PKE', 'Maize DDG', 'Tapioca', 'Crushed Grains', 'Soy Bean Meal', 'Soya Hulls', 'Grain Pellets', 'Molasses'];
    for (const material of rawMaterials) await expect(main(page).getByRole('listitem').filter({ hasText: material }).first()).toBeVisible();
    await expect(main(page).locator('iframe')).toHaveCount(1);
  });

  test('the Contact Us button goes to /contact-us', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe('Molasses', () => {
  test('has the category bar with Molasses current', async ({ page }) => {
    await page.goto('/molasses');
    const bar = page.getByRole('navigation', { name: 'Product categories' });
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Molasses');
  });

  test('explains molasses, lists key benefits and shows one testimonial', async ({ page }) => {
    await page.goto('/molasses');
    await expect(main(page).getByRole('heading', { name: /key benefits/i })).toBeVisible();
    await expect(
      main(page)
        .getByRole('heading', { name: /key benefits/i })
        .locator('xpath=following-sibling::ul/li'),
    ).not.toHaveCount(0);
    await expect(main(page).locator('blockquote')).toHaveCount(1);
    await expect(main(page).getByText('Rated 5 out of 5')).toHaveCount(1);
  });

  test('offers the specification PDF, the Conedose promotion and the free hotline', async ({ page }) => {
    await page.goto('/molasses');
    await expect(pdfLinks(page).filter({ hasText: /specification/i })).toHaveCount(1);
    await expect(main(page).locator('a[href="/conedose"]')).toBeVisible();
    await expect(main(page).locator(`a[href="tel:${settings.freePhone.tel}"]`)).toHaveText(settings.freePhone.display);
  });

  test('gives the full price statement: ex store, exclusive of GST, subject to change; call for latest prices', async ({ page }) => {
    await page.goto('/molasses');
    const hotline = main(page).getByRole('complementary', { name: 'Free molasses hotline' });
    await expect(hotline).toContainText('All prices are ex store, exclusive of GST and subject to change.');
    await expect(hotline).toContainText('Call us for the latest prices');
  });

  test('lists the seven depots', async ({ page }) => {
    await page.goto('/molasses');
    const depots = ['North Port', 'Hinuera', 'Mt Maunganui', 'New Plymouth', 'Palmerston North', 'Timaru', 'Winton'];
    for (const depot of depots) await expect(main(page).getByRole('heading', { name: depot, exact: true })).toBeVisible();
  });
});

test.describe('Feed Trailers', () => {
  test('states capacity, width and hitch, with three photos, a video, a PDF and a call to contact', async ({ page }) => {
    await page.goto('/feed-trailers');
    await expectText(main(page), [/2 tonne/i, /three round bales/i, '1.58 m', /quick hitch/i]);
    // Three photos in the gallery, and the video, shown with its poster.
    await expect(main(page).locator('.gallery picture')).toHaveCount(3);
    await expect(main(page).locator('iframe')).toHaveCount(1);
    await expect(main(page).locator('.video img')).toHaveCount(1);
    await expect(pdfLinks(page)).toHaveCount(1);
    await expect(main(page).locator(`a[href="tel:${settings.freePhone.tel}"]`)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('Contact Us', () => {
  test('lists the main office, blending plant, feed mill and engineering workshop', async ({ page }) => {
    await page.goto('/contact-us');
    for (const site of [/main office/i, /blending plant/i, /feed mill/i, /engineering workshop/i]) {
      await expect(main(page).getByRole('heading', { name: site, level: 3 })).toBeVisible();
    }
  });

  test('has 12 staff cards: 5 in the office, 4 on the road, 3 on the executive team', async ({ page }) => {
    await page.goto('/contact-us');
    let twoNumbers = 0;
    for (const [group, count] of [
      ['In The Office', 5],
      ['On The Road', 4],
      ['Executive Team', 3],
    ] as const) {
      const region = main(page).getByRole('region', { name: group });
      await expect(region.getByRole('heading', { name: group, level: 3 })).toBeVisible();
      const cards = region.locator('li:has(> * h4)');
      await expect(cards).toHaveCount(count);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', { level: 4 })).not.toBeEmpty();
        const phones = card.locator('a[href^="tel:+64"]');
        expect(await phones.count()).toBeGreaterThanOrEqual(1);
        if ((await phones.count()) > 1) twoNumbers += 1;
        await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
        // A photo: every person in the baseline has their own.
        await expect(card.locator('img')).toHaveCount(1);
      }
    }
    expect(twoNumbers).toBeGreaterThanOrEqual(1);
  });
});

test.describe('About Us', () => {
  test('gives the overview, an Our Staff button to /contact-us and a video', async ({ page }) => {
    await page.goto('/about-us');
    await expectText(main(page), ['1988', /about 40/i]);
    await expect(main(page).locator('iframe')).toHaveCount(1);
    await main(page).getByRole('link', { name: 'Our Staff' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe('Conedose', () => {
  test('explains the system with the spec figures and both spellings', async ({ page }) => {
    await page.goto('/conedose');
    await expectText(main(page), [
      /Condose/,
      /magnesium oxide/i,
      /lime flour/i,
      /HealthyCow 80\/20/,
      /1 ton\b/,
      /2 tonnes?/,
      /1 part .* 6 parts molasses/i,
      /25 kg of magnesium oxide or lime flour needs 150 kg/i,
    ]);
    await expect(pdfLinks(page).filter({ hasText: /mineral basics/i })).toHaveCount(1);
  });

  test('the Open Calculator button goes to /conedose-calculator', async ({ page }) => {
    await page.goto('/conedose');
    await main(page).getByRole('link', { name: 'Open Calculator' }).click();
    await expect(page).toHaveURL(/\/conedose-calculator$/);
  });
});

test.describe('Feed Quality Declarations', () => {
  test('has the five declaration cards, each with its PDF', async ({ page }) => {
    await page.goto('/feed-quality-declarations');
    const titles = ['Molasses 24/25', 'Dry Feed 24/25', 'Stock Feed Pellets 24/25', 'Dry Feed 25/26', 'Molasses 25/26'];
    for (const title of titles) {
      const card = main(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('a[href$=".pdf"]')).toHaveCount(1);
    }
    await expect(pdfLinks(page)).toHaveCount(5);
  });
});

test.describe('Testimonials', () => {
  test('shows three five-star testimonials and a Get in Touch link to /contact-us', async ({ page }) => {
    await page.goto('/testimonials');
    await expect(main(page).locator('figure blockquote')).toHaveCount(3);
    await expect(main(page).getByText('5 out of 5')).toHaveCount(3);
    const getInTouch = main(page).getByRole('complementary', { name: 'Get in Touch' });
    await expect(getInTouch.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });
});

test.describe('Health and Safety', () => {
  test('covers each point of the Delivery Site Agreement', async ({ page }) => {
    await page.goto('/health-and-safety');
    await expectText(main(page), [
      /Delivery Site Agreement/,
      /commitment/i,
      /hazard register/i,
      /work area/i,
      /near miss/i,
      /sign(ing)? in/i,
      /hazards noted on order forms/i,
      /main contact/i,
      /delivery docket/i,
      /latest version/i,
    ]);
    await expect(pdfLinks(page).filter({ hasText: /Delivery Site Agreement/ })).toHaveCount(1);
  });

  test('warns, in words, as the spec does: never enter molasses tanks or silos with product without training', async ({ page }) => {
    await page.goto('/health-and-safety');
    const warning = main(page)
      .locator('section')
      .filter({ has: page.getByText(/^Warning:?$/) });
    await expect(warning).toHaveCount(1);
    await expect(warning.getByRole('heading')).toHaveText(/Never enter a molasses tank or a silo with product in it without training/);
    await expect(warning).toContainText(/asphyxiation/i);
    await expect(warning).toContainText(/carbon dioxide/i);
  });

  test('offers the policy PDF and a link to /contact-us', async ({ page }) => {
    await page.goto('/health-and-safety');
    await expect(pdfLinks(page).filter({ hasText: /policy/i })).toHaveCount(1);
    // The section's own button; the Get in Touch card beside the page has another.
    await expect(main(page).locator('a[href="/contact-us"]').first()).toBeVisible();
  });
});
