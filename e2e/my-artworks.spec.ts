import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createArtAndWait, openHome } from './support/art';
import {
  confirmedOrder,
  fillCard,
  GRACE,
  payButton,
  productBrowser,
  reachPayment,
} from './support/checkout';
import { isMobile, screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';
import { seenInPage } from './support/seen-in-page';
import { BACKGROUND_WORK, storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const PASSWORD = 'secret-6';
const tiles = (page: Page) => page.getByRole('list', { name: 'My artworks' }).getByRole('listitem');
const dialog = (page: Page) => page.getByRole('dialog');

/** My Artworks as a shopper reaches it: the bar's link on a desktop, the menu on a phone. */
async function openMyArtworks(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'My Artworks' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'My Artworks' }).click();
  }
  await expect(page).toHaveURL(/\/artworks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Artworks' })).toBeVisible();
}

/** A new artwork from the home page, in `style`; back home for the next. */
async function makeArt(page: Page, style: string) {
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await createArtAndWait(page, style);
}

test('a guest keeps their art in My Artworks, buys one from there and deletes another', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await makeArt(page, 'Royal Portrait');
  // The results view's 'Create New Art' starts afresh with a new photo.
  await page.getByRole('button', { name: 'Create New Art' }).click();
  await makeArt(page, 'Renaissance Art');

  await openMyArtworks(page, testInfo);
  await expect(tiles(page)).toHaveCount(2);
  // Newest first, named by their style, their previews shown.
  await expect(tiles(page).nth(0)).toContainText('Renaissance Art');
  await expect(tiles(page).nth(1)).toContainText('Royal Portrait');
  // Previews: at most 1,024 px on the long side, never the 1,232 x 1,536 artwork.
  for (const tile of await tiles(page).all()) {
    const img = tile.getByRole('img');
    await expect(img).toHaveJSProperty('complete', true);
    const side = await img.evaluate((el: HTMLImageElement) =>
      Math.max(el.naturalWidth, el.naturalHeight),
    );
    expect(side).toBe(1024);
  }
  await page.reload();
  await expect(tiles(page)).toHaveCount(2);
  await screenshot(page, testInfo, 'my-artworks');

  // Seen large, then bought on a canvas without a new upload.
  const royal = tiles(page).filter({ hasText: 'Royal Portrait' });
  await royal.getByRole('button', { name: /^View Royal Portrait/ }).click();
  await expect(dialog(page).getByRole('img', { name: 'Royal Portrait' })).toBeVisible();
  await page.keyboard.press('Escape');
  await royal.getByRole('button', { name: 'Buy on a product' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await productBrowser(page).getByRole('tab', { name: 'Canvas' }).click();
  await productBrowser(page)
    .getByRole('radio', { name: /8″ x 10″/ })
    .click();
  await productBrowser(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
  await reachPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);
  expect(order.lines.map((line) => line.title)).toEqual([expect.stringContaining('Canvas')]);

  // The order's page offers the artwork at full size.
  await expect
    .poll(() => storeState.mailLinkTo(GRACE.email, `/orders/${order.id}`), BACKGROUND_WORK)
    .toBeTruthy();
  await page.goto(storeState.mailLinkTo(GRACE.email, `/orders/${order.id}`) ?? '');
  const download = page.getByRole('link', { name: 'Download your artwork' });
  await expect(download).toBeVisible();
  const file = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(
    `masterpiece-me-royal-oil-paint-${order.display_id}.jpg`,
  );

  // The bought one is kept for its order; the other is deleted, image and all.
  await openMyArtworks(page, testInfo);
  const bought = tiles(page).filter({ hasText: 'Royal Portrait' });
  await expect(bought).toContainText('On an order');
  await expect(bought.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const renaissance = tiles(page).filter({ hasText: 'Renaissance Art' });
  const image = (await renaissance.getByRole('img').getAttribute('src')) ?? '';
  expect((await page.request.get(image)).status()).toBe(200);
  await renaissance.getByRole('button', { name: 'Delete Renaissance Art' }).click();
  await screenshot(page, testInfo, 'my-artworks-delete');
  await dialog(page).getByRole('button', { name: 'Delete artwork' }).click();
  await expect(page.getByText('Artwork deleted').first()).toBeVisible();
  await expect(tiles(page)).toHaveCount(1);
  expect((await page.request.get(image)).status()).toBe(404);
});

test('Try another look paints the same photo in another style, with no new upload', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await makeArt(page, 'Royal Portrait');
  await page.getByRole('link', { name: 'View Your Art Products' }).click();
  await expect(productBrowser(page)).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/') {
      uploads.push(request.url());
    }
  });

  await productBrowser(page).getByRole('button', { name: 'Try another look' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Try another look' })).toBeVisible();
  await screenshot(page, testInfo, 'another-look-dialog');
  // The new art is made in view, then its products are on the page again. The making view
  // lives as long as the job, seconds at most: the page is watched for it at every change.
  const making = seenInPage(
    page,
    () => document.body.textContent?.includes('Artistic Magic in Progress') ?? false,
    undefined,
    30_000,
  );
  await dialog(page).getByRole('button', { name: 'Commanding Wizard' }).click();
  await making;
  await expect(productBrowser(page)).toBeVisible({ timeout: 60_000 });
  await expect(productBrowser(page).getByRole('tab', { name: /Canvas/ })).toBeVisible();
  expect(uploads).toEqual([]);

  await openMyArtworks(page, testInfo);
  await expect(tiles(page)).toHaveCount(2);
  await expect(tiles(page).nth(0)).toContainText('Commanding Wizard');
  await expect(tiles(page).nth(1)).toContainText('Royal Portrait');
});

test('an account’s art is in My Artworks on a fresh browser after sign-in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `maker-${Date.now()}-${testInfo.project.name}@example.com`;
  await makeArt(page, 'Commanding Wizard');
  // Signing up here takes this browser's art into the account.
  if (isMobile(testInfo)) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  }
  await dialog(page).getByRole('tab', { name: 'Sign Up' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email for verification.'),
  ).toBeVisible({ timeout: 20_000 });

  const fresh = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: isMobile(testInfo),
    hasTouch: isMobile(testInfo),
  });
  const elsewhere = await fresh.newPage();
  await elsewhere.goto('/artworks');
  await expect(elsewhere.getByText('No artworks yet')).toBeVisible();
  await elsewhere
    .getByRole('banner')
    .getByRole('button', { name: /Sign In|Menu/ })
    .first()
    .click();
  if (isMobile(testInfo)) {
    await elsewhere.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  }
  await dialog(elsewhere).getByLabel('Email').fill(email);
  await dialog(elsewhere).getByLabel('Password').fill(PASSWORD);
  await dialog(elsewhere).getByRole('button', { name: 'Sign In' }).click();
  await expect(elsewhere.getByText('Signed in successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(tiles(elsewhere)).toHaveCount(1);
  await expect(tiles(elsewhere).first()).toContainText('Commanding Wizard');
  await screenshot(elsewhere, testInfo, 'my-artworks-signed-in-elsewhere');
  await fresh.close();
});
