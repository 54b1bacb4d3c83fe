import { createHash } from 'node:crypto';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createArtAndWait, openHome, viewArtProducts } from './support/art';
import { productBrowser } from './support/checkout';
import { isMobile, screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';
import { seenInPage } from './support/seen-in-page';
import { E2E_PORTS, serverUrl } from './support/servers';
import { MIN_TAP_TARGET_PX } from './support/tap-targets';

// A server of its own: its looks are painted without every other spec's queued ahead of them.
test.use({ baseURL: serverUrl(E2E_PORTS.variations) });

const PICK_FAILED = 'We could not switch to that variation. Please try again.';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  // The refused pick below is answered 409 on purpose; the browser logs that answer.
  pageHealth = watchPageErrors(page, [/status of 409/]);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const favourites = (page: Page) => page.getByRole('group', { name: 'Pick your favourite' });
const thumbnail = (page: Page, n: number) =>
  favourites(page).getByRole('button', { name: `Variation ${n}`, exact: true });
/** The canvas's large picture: its mock-up of the picked art. */
const canvasMockup = (page: Page) =>
  productBrowser(page).getByRole('img', { name: /^Canvas, view 1 of/ });
const cartLine = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: title });

/** The four thumbnails' pictures, once all four are painted (they follow within seconds). */
async function fourPainted(page: Page): Promise<string[]> {
  await expect(favourites(page).getByRole('button')).toHaveCount(4, { timeout: 60_000 });
  const srcs: string[] = [];
  for (const n of [1, 2, 3, 4]) {
    const img = favourites(page).getByRole('img', { name: `Variation ${n}`, exact: true });
    await expect(img).toHaveJSProperty('complete', true);
    srcs.push((await img.getAttribute('src')) ?? '');
  }
  expect(new Set(srcs).size).toBe(4);
  return srcs;
}

/** What the pictures are, by their bytes: two addresses of one picture count as one. */
const pictures = (page: Page, srcs: string[]) =>
  Promise.all(
    srcs.map(async (src) =>
      createHash('sha256')
        .update(await (await page.request.get(src)).body())
        .digest('hex'),
    ),
  );

/** The four sit in one row inside the screen, each a fingertip's size at least. */
async function expectOneRow(page: Page, testInfo: TestInfo) {
  const boxes = await Promise.all([1, 2, 3, 4].map((n) => thumbnail(page, n).boundingBox()));
  const width = page.viewportSize()?.width ?? 0;
  for (const box of boxes) {
    expect(box).not.toBeNull();
    if (!box) return;
    expect(Math.round(box.y)).toBe(Math.round(boxes[0]?.y ?? -1));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThanOrEqual(MIN_TAP_TARGET_PX);
    // On a phone the row fills the width: each is a quarter of it, less the gaps.
    if (isMobile(testInfo)) expect(box.width).toBeGreaterThan(width / 4 - 24);
  }
}

/** Toasts sit at the top of the screen, over the thumbnails on a phone: wait them out. */
const noToasts = (page: Page) =>
  expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

/** Resolves once the page has shown `text`, looked for at every change: start it before the click. */
const seen = (page: Page, text: string) =>
  seenInPage(page, (wanted) => document.body.textContent?.includes(wanted) ?? false, text, 30_000);

test('a shopper picks one of four variations, buys it, then asks for four more', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // Until let go, the server's answers show only the first painted, as in the seconds after the
  // job finishes (too short a time to look at otherwise). The route stays: an answer in flight
  // when it is let go still arrives.
  let holding = true;
  await page.route('**/api/jobs/*/variations', async (route) => {
    if (!holding) return route.continue();
    const real = await route.fetch();
    const body = await real.json();
    const variations = body.variations.slice(0, 1);
    await route.fulfill({ response: real, json: { ...body, painting: true, variations } });
  });
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await createArtAndWait(page, 'Royal Portrait');
  await viewArtProducts(page);
  await expect(productBrowser(page)).toBeVisible();
  for (const n of [2, 3, 4]) {
    const place = favourites(page).getByRole('img', { name: `Variation ${n}, still painting` });
    await expect(place).toBeVisible();
  }
  await expect(favourites(page).getByRole('button')).toHaveCount(1);
  await noToasts(page);
  await favourites(page).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'variations-painting');
  holding = false;
  // From here on the photo is on the server: nothing may upload it again.
  const uploads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && (pathname === '/' || pathname.startsWith('/api/upload'))) {
      uploads.push(request.url());
    }
  });

  const first = await fourPainted(page);
  expect(new Set(await pictures(page, first)).size).toBe(4);
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await noToasts(page);
  await favourites(page).scrollIntoViewIfNeeded();
  await expectOneRow(page, testInfo);
  await screenshot(page, testInfo, 'variations');

  // A pick the server refuses: the toast says so, and the first stays picked.
  const refusal = '**/api/jobs/*/variations/1/pick';
  await page.route(refusal, (route) =>
    route.fulfill({
      status: 409,
      json: { code: 'variation_not_ready', detail: 'That variation is still being painted.' },
    }),
  );
  const toasted = seen(page, PICK_FAILED);
  await thumbnail(page, 2).click();
  await toasted;
  await screenshot(page, testInfo, 'variations-pick-failed');
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbnail(page, 2)).toHaveAttribute('aria-pressed', 'false');
  await page.unroute(refusal);
  await noToasts(page);

  // Variation 3: busy while its mock-ups are made, then the products wear it.
  const before = await canvasMockup(page).getAttribute('src');
  const busy = seenInPage(
    page,
    () => document.querySelector('button[aria-busy="true"] img[alt="Variation 3"]') !== null,
    undefined,
    30_000,
  );
  await thumbnail(page, 3).click();
  await busy;
  await favourites(page).screenshot({
    path: `e2e/screenshots/variations-busy-${testInfo.project.name}.png`,
  });
  await expect(thumbnail(page, 3)).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-pressed', 'false');
  await expect(canvasMockup(page)).not.toHaveAttribute('src', before ?? '');
  const picked = (await canvasMockup(page).getAttribute('src')) ?? '';
  await screenshot(page, testInfo, 'variations-picked');

  // The artwork on its own is the picked one.
  await productBrowser(page).getByRole('button', { name: 'View your artwork' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Your artwork' })).toHaveAttribute(
    'src',
    first[2] ?? '',
  );
  await page.keyboard.press('Escape');

  // A reload keeps the pick and its products.
  await page.reload();
  await expect(thumbnail(page, 3)).toHaveAttribute('aria-pressed', 'true');
  await expect(canvasMockup(page)).toHaveAttribute('src', picked);

  // A canvas of the picked art: the cart line shows it and names its product.
  await productBrowser(page)
    .getByRole('radio', { name: /8″ x 10″/ })
    .click();
  const lineImage = (await canvasMockup(page).getAttribute('src')) ?? '';
  const added = seen(page, 'Item added to cart');
  await productBrowser(page).getByRole('button', { name: 'Add to Cart' }).click();
  await added;
  const [line] = await page.evaluate(
    (): { jobId: string; productId: string }[] =>
      JSON.parse(localStorage.getItem('mpm_cart') ?? '{}').items ?? [],
  );
  expect(line?.productId).toBe(`${line?.jobId}-v2-canvas`);
  await page.goto('/cart');
  await expect(cartLine(page, 'Canvas').locator('img')).toHaveAttribute('src', lineImage);
  await screenshot(page, testInfo, 'variations-cart');

  // Four more in the same style, from the same photo.
  await page.goto('/products');
  await productBrowser(page).getByRole('button', { name: 'Try another look' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try another look' });
  const again = dialog.getByRole('button', { name: 'Four more in this style' });
  await expect(again).toHaveAccessibleDescription('Royal Portrait');
  await screenshot(page, testInfo, 'variations-four-more');
  // The new art is made in view (seconds at most), then its own four come.
  const making = seen(page, 'Artistic Magic in Progress');
  await again.click();
  await making;
  await expect(favourites(page)).toBeVisible({ timeout: 60_000 });
  const more = await fourPainted(page);
  for (const src of more) expect(first).not.toContain(src);
  // New pictures, not the first four again under new names.
  expect(new Set(await pictures(page, [...first, ...more])).size).toBe(8);
  await expect(thumbnail(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, 'variations-four-more-painted');
  expect(uploads).toEqual([]);

  // The cart line made before keeps its own art.
  await page.goto('/cart');
  await expect(cartLine(page, 'Canvas').locator('img')).toHaveAttribute('src', lineImage);
});
