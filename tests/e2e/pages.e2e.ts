// The fixed pages as their entries and the site's lists make them: every staff member in their
// group, every site, depot, declaration and testimonial, and a video that loads nothing from the
// video host until the visitor asks for it (a video with a sample id is left out). (Each page's heading, heading order, downloads and
// image sizes are in its HTML as built: tests/build/pages.test.ts.)
// Expectations come from the content (tests/fixtures/site-content.ts); the spec's own facts
// ("12 staff cards", "since 1988") are tested against the baseline in tests/spec.
import { test, expect, type Page } from '@playwright/test';
import { fileUrl } from '../../src/lib/paths/files.ts';
import { isReservedPath, pagePath } from '../../src/conventions/paths.ts';
import { sectionsShown } from '../../src/lib/content/sample-values.ts';
import { initials } from '../../src/lib/design/initials.ts';
import { onceEach } from '../../src/lib/design/picture-choice.ts';
import type { SectionListName } from '../../src/schemas/section-kinds.ts';
import { declarations, locations, pages, settings, staffByGroup, testimonials } from '../fixtures/site-content.ts';
import { BASELINE_URL } from '../fixtures/servers.ts';
import { pagesWithVideo, videoSite } from '../fixtures/videos.ts';

// The calculator page is tested in calculator.e2e.ts; the offline and not-found pages are the site's own files.
const contentPages = pages.filter(({ id }) => id !== 'conedose-calculator' && !isReservedPath(pagePath(id)));
const routeOf = ({ id }: { id: string }) => pagePath(id);
/** The pages whose sections show `list`. */
const pagesShowing = (list: SectionListName) =>
  contentPages.filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === list));
// A made-up video id plays nothing: the shipped sample content's videos are left out, and the
// posters and the panel are tested on the baseline's build (tests/fixtures/videos.ts).
const videos = { ...videoSite, base: videoSite.baseline ? BASELINE_URL : '' };
const VIDEO_HOST = new URL(videos.settings.videoEmbedBase).hostname;

const main = (page: Page) => page.getByRole('main');

test.describe('Contact details', () => {
  for (const entry of pagesShowing('contact-details')) {
    test(`${routeOf(entry)} shows the site phones, e-mails and head office`, async ({ page }) => {
      await page.goto(routeOf(entry));
      for (const phone of [settings.freePhone, settings.officePhone]) {
        await expect(main(page).locator(`a[href="tel:${phone.tel}"]`).first()).toBeVisible();
      }
      for (const { address } of settings.emails) await expect(main(page).locator(`a[href="mailto:${address}"]`)).toBeVisible();
      await expect(main(page).getByText(settings.headOffice.street).first()).toBeVisible();
    });
  }
});

test.describe('lists drawn from the content', () => {
  for (const entry of pagesShowing('offices')) {
    test(`${routeOf(entry)} lists every site, in order`, async ({ page }) => {
      await page.goto(routeOf(entry));
      const names = locations.filter(({ data }) => data.kind !== 'depot').map(({ data }) => data.name);
      for (const name of names) await expect(main(page).getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
    });
  }

  for (const entry of pagesShowing('depots')) {
    test(`${routeOf(entry)} lists every depot`, async ({ page }) => {
      await page.goto(routeOf(entry));
      for (const { data } of locations.filter((location) => location.data.kind === 'depot')) {
        await expect(main(page).getByRole('heading', { name: data.name, exact: true })).toBeVisible();
      }
    });
  }

  for (const entry of pagesShowing('depots')) {
    test(`${routeOf(entry)} on a phone: each depot's Directions is a thumb-sized link that opens the maps in a new tab`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(routeOf(entry));
      const placed = locations.filter(({ data }) => data.kind === 'depot' && (data.position || data.address));
      expect(placed.length, 'depots with a position or an address').toBeGreaterThan(0);
      for (const { data } of placed) {
        const link = main(page).getByRole('link', { name: new RegExp(`^Directions to ${data.name}\\b`) });
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        expect(new URL((await link.getAttribute('href'))!).protocol).toBe('https:');
        expect((await link.boundingBox())!.height, data.name).toBeGreaterThanOrEqual(44);
      }
      // Tapped, it opens a new tab at the maps address (answered here: the test machine has no network).
      await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }));
      const first = main(page).getByRole('link', { name: new RegExp(`^Directions to ${placed[0]!.data.name}\\b`) });
      const [maps] = await Promise.all([page.waitForEvent('popup'), first.click()]);
      expect(maps.url()).toBe(await first.getAttribute('href'));
      expect(page.url()).toContain(routeOf(entry));
    });
  }

  for (const entry of pagesShowing('staff')) {
    test(`${routeOf(entry)} shows every staff member in their group, in order, with their numbers and e-mail`, async ({ page }) => {
      await page.goto(routeOf(entry));
      // One region per group that has anybody in it, in the schema's order.
      await expect(main(page).locator('section[aria-labelledby^="staff-"] h3')).toHaveText(staffByGroup.map(({ group }) => group));
      // A photo shows once: someone copied with another's photo shows their initials.
      const photos = onceEach(staffByGroup.flatMap(({ members }) => members.map(({ data }) => data))).map(({ photo }) => photo);
      for (const { group, members } of staffByGroup) {
        const region = main(page).getByRole('region', { name: group, exact: true });
        await expect(region.getByRole('heading', { name: group, level: 3 })).toBeVisible();
        await expect(region.getByRole('heading', { level: 4 })).toHaveText(members.map(({ data }) => data.name));
        for (const { data } of members) {
          const card = region.locator('li', { has: page.getByRole('heading', { name: data.name, level: 4 }) });
          await expect(card).toContainText(data.role);
          for (const phone of data.phones) await expect(card.locator(`a[href="tel:${phone.tel}"]`)).toHaveText(phone.display);
          await expect(card.locator(`a[href="mailto:${data.email}"]`)).toHaveCount(1);
          // A portrait: the person's photo, loaded, or their initials on a tint (the name beside
          // them says who it is, so a screen reader skips them).
          const portrait = card.locator('img');
          const photo = photos.shift();
          if (photo) {
            await expect(portrait).toHaveCount(1);
            await expect(portrait).toHaveAttribute('alt', photo.alt);
            await portrait.scrollIntoViewIfNeeded();
            await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          } else {
            await expect(portrait).toHaveCount(0);
            await expect(card.locator('.portrait[aria-hidden="true"]')).toHaveText(initials(data.name));
          }
        }
      }
    });
  }

  for (const entry of pagesShowing('declarations')) {
    test(`${routeOf(entry)} has a card for every declaration, each with its PDF`, async ({ page }) => {
      await page.goto(routeOf(entry));
      for (const { data } of declarations) {
        const card = main(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: data.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.locator(`a[href="${fileUrl(settings.fileStorageBase, data.pdf)}"]`)).toHaveCount(1);
      }
      await expect(main(page).locator('.declaration')).toHaveCount(declarations.length);
    });

    test(`${routeOf(entry)} lists the declarations newest season first`, async ({ page }) => {
      await page.goto(routeOf(entry));
      const seasonOf = new Map(declarations.map(({ data }) => [data.title, data.season]));
      const shown = (await main(page).locator('.declaration h3').allInnerTexts()).map((title) => seasonOf.get(title.trim())!);
      expect(shown).toHaveLength(declarations.length);
      expect(new Set(shown).size, 'the content has declarations of more than one season').toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort().reverse());
    });
  }

  for (const entry of pagesShowing('testimonials')) {
    test(`${routeOf(entry)} shows every testimonial with its stars`, async ({ page }) => {
      await page.goto(routeOf(entry));
      await expect(main(page).locator('figure blockquote')).toHaveCount(testimonials.length);
      for (const { data } of testimonials) {
        const figure = main(page).locator('figure', { hasText: data.author });
        await expect(figure.getByText(`${data.rating} out of 5`)).toHaveCount(1);
      }
    });
  }

  for (const entry of pagesShowing('featured-testimonials')) {
    test(`${routeOf(entry)} shows the testimonials that feature it`, async ({ page }) => {
      await page.goto(routeOf(entry));
      const featured = testimonials.filter(({ data }) => data.featuredOn.includes(entry.id));
      await expect(main(page).locator('blockquote')).toHaveCount(featured.length);
    });
  }
});

test.describe('video posters', () => {
  test('a page has a video to test', () => {
    expect(videos.pages.length).toBeGreaterThan(0);
  });

  // A made-up id plays nothing: its video is left out until the business's own is in.
  test('every video is shown but one whose id is still a sample', async ({ page }) => {
    for (const entry of pagesWithVideo(contentPages, { shown: false })) {
      expect((await page.goto(routeOf(entry)))?.status()).toBe(200);
      const shown = sectionsShown(entry.data).filter((section) => section.type === 'video');
      await expect(main(page).locator('.video'), routeOf(entry)).toHaveCount(shown.length);
    }
  });

  for (const entry of videos.pages) {
    test(`${routeOf(entry)} shows a poster on every video: its own, else the page’s main picture, else the site picture, else a plain panel`, async ({
      page,
    }) => {
      await page.goto(`${videos.base}${routeOf(entry)}`);
      const sections = entry.data.sections.filter((section) => section.type === 'video');
      const facades = main(page).locator('.video');
      await expect(facades).toHaveCount(sections.length);
      for (const [index, section] of sections.entries()) {
        const facade = facades.nth(index);
        const wanted = section.poster ?? entry.data.mainPicture ?? videos.settings.picture;
        const poster = facade.locator('img');
        await facade.scrollIntoViewIfNeeded();
        // The play button covers the poster, or the panel in its place, edge to edge.
        const frame = await facade.locator('iframe').boundingBox();
        if (!wanted) {
          await expect(poster).toHaveCount(0);
          expect(frame).toEqual(await facade.boundingBox());
          continue;
        }
        await expect(poster).toHaveAttribute('alt', wanted.alt);
        await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(frame).toEqual(await poster.boundingBox());
      }
    });
  }
});

test.describe('video facade', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      for (const [index, entry] of videos.pages.entries()) {
        const route = routeOf(entry);
        // Firefox ignores javaScriptEnabled: false, so only the scripted run proves anything there;
        // and there on one page only: every page draws its video with the one component.
        test(
          `${route} asks the video host for nothing until play is clicked`,
          javaScriptEnabled && index === 0 ? { tag: '@engines' } : {},
          async ({ page }) => {
            const hostRequests: string[] = [];
            page.on('request', (request) => {
              if (new URL(request.url()).hostname === VIDEO_HOST) hostRequests.push(request.url());
            });
            // Stand in for the player so the test needs no network.
            await page.route(`https://${VIDEO_HOST}/**`, (route) =>
              route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
            );

            expect((await page.goto(`${videos.base}${route}`))?.status(), route).toBe(200);
            const frame = main(page).locator('iframe').first();
            await expect(frame).toHaveAttribute('title', /\S/);
            await frame.scrollIntoViewIfNeeded();
            const play = page.frameLocator('main iframe >> nth=0').getByRole('link', { name: /^Play video/ });
            await expect(play).toBeVisible();
            // Everything the page and its frames load, then (with scripts) the idle time the islands hydrate in:
            // a request the facade made on its own would have been sent by then. (Not
            // 'networkidle': Firefox once took over 30 s to report it on the home page.)
            await page.waitForLoadState('load');
            if (javaScriptEnabled) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
            expect(hostRequests).toEqual([]);

            await play.click();
            await expect.poll(() => hostRequests.length).toBeGreaterThan(0);
            expect(hostRequests[0]).toMatch(/\?autoplay=1$/);
            await expect(page.frameLocator('main iframe >> nth=0').getByText('Player')).toBeVisible();
          },
        );
      }
    });
  }
});
