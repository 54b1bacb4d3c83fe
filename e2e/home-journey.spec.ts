import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openHome, pickStyleAndGender, viewArtProducts } from './support/art';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto, collectAlerts, dropFile, dropPhoto, uploadZone } from './support/photos';
import { seenInPage } from './support/seen-in-page';
import { E2E_PORTS, serverUrl } from './support/servers';

const PRODUCT_TABS = ['Canvas', 'T-Shirt', 'Coffee Mug'];

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

/** From a chosen photo to 'Your art is ready!' and the products on /products. */
async function createArt(page: Page, shots: string, style: string) {
  await expect(page.getByRole('button', { name: 'Upload Different Photo' })).toBeVisible();
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await pickStyleAndGender(page, style);
  await screenshot(page, test.info(), `${shots}-photo-chosen`);

  await page.getByRole('button', { name: 'Create My Art' }).click();
  // The progress view, looked for in the page at every change: a quick job replaces it with the
  // art before a busy test runner comes back to look (the last CI run's failure).
  await seenInPage(
    page,
    () =>
      document.querySelector('section[aria-label="Creating your art"]') !== null ||
      (document.body.textContent ?? '').includes('Your art is ready!'),
    undefined,
    30_000,
  );
  await expect(page.getByRole('list', { name: 'Choose Your Style' })).toBeHidden();
  await screenshot(page, test.info(), `${shots}-processing`);

  await expect(page.getByText('Your art is ready!')).toBeVisible({ timeout: 60_000 });
  const previews = page.getByRole('list', { name: 'Your art on our products' });
  await expect(previews.getByRole('img').first()).toBeVisible();
  await screenshot(page, test.info(), `${shots}-ready`);

  await viewArtProducts(page);
  const products = page.getByRole('region', { name: 'Your art products' });
  await expect(products.getByRole('tab')).toHaveText(PRODUCT_TABS);
  // Every picture shown has loaded; a variation still painting is a placeholder, not a picture.
  for (const image of await products.locator('img').all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await screenshot(page, test.info(), `${shots}-products`);
}

test('a portrait chosen with the file input becomes art on the products', async ({ page }) => {
  await openHome(page);
  await screenshot(page, test.info(), 'journey-home');
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await createArt(page, 'journey', 'Renaissance Art');
});

test('a fresh store shows its styles with their pictures on the first visit', async ({ page }) => {
  // Every server of this run started on an empty data folder.
  await page.goto('/');
  await expect(page.getByText('Loading art styles...')).toBeHidden({ timeout: 15_000 });
  const styles = page.getByRole('img', { name: /Royal Portrait/ }).first();
  await expect(styles).toBeVisible();
  // The engine's own thumbnail, not the fallback picture a broken one gets.
  await expect(styles).toHaveAttribute('src', /\/media\/thumbnails\//);
  await expect
    .poll(() => styles.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
});

test('a portrait dropped on the upload zone becomes art too', async ({ page }) => {
  await openHome(page);
  await dropPhoto(page, 'single_woman_smiling_698x790.png', 'image/png');
  await createArt(page, 'dropped', 'Cyberpunk Hero');
});

/**
 * The photo just chosen is refused by the server's check before any style or gender is asked
 * for: the upload zone is back, saying why, and no photo waits to be made into art.
 */
async function expectRefusedOnChoice(page: Page, message: string) {
  await expect(uploadZone(page).getByRole('alert')).toHaveText(message, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Upload Different Photo' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create My Art' })).toBeHidden();
}

// Both HEIC fixtures show no one (a pug, houses): converted in the browser, refused by the rule.
test('an iPhone HEIC photo is converted in the browser; a photo of no one is refused plainly @phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  pageHealth.allow(/Failed to load resource.*422/);
  await openHome(page);
  // A 12 MP iPhone photo: decoded in a worker, with a word on why it takes a moment.
  await choosePhoto(page, 'heic_iphone13pro_pug_4032x3024.heic');
  await expect(uploadZone(page).getByText(/^Converting your HEIC photo\.\.\./)).toBeVisible();
  await expectRefusedOnChoice(
    page,
    "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.",
  );
  await choosePhoto(page, 'heic_libheif_example_1280x854.heic');
  await expectRefusedOnChoice(
    page,
    "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.",
  );
  await screenshot(page, test.info(), 'photo-no-face');
});

test('a photo of several people is refused, saying how many it shows', async ({ page }) => {
  pageHealth.allow(/Failed to load resource.*422/);
  await openHome(page);
  await choosePhoto(page, 'multi_apollo11_crew_3people_600x471.jpg');
  await expectRefusedOnChoice(
    page,
    'This photo has 3 people in it. Please choose a photo of just one person.',
  );
  await screenshot(page, test.info(), 'photo-several-people');
});

test('each unusable photo is refused with its message and leaves the upload zone', async ({
  page,
}, testInfo) => {
  const alerts = collectAlerts(page);
  // 100 megapixels in a small file: more than the browser is asked to scale down.
  const huge = testInfo.outputPath('grey-10000x10000.jpg');
  await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#888' } })
    .jpeg()
    .toFile(huge);
  await openHome(page);
  const cases: Array<[() => Promise<void>, string]> = [
    [() => choosePhoto(page, 'tiny_astronaut_64x64.jpg'), 'Image must be at least 100x100 pixels'],
    [
      () => page.getByTestId('photo-file-input').setInputFiles(huge),
      'Image must be smaller than 4096x4096 pixels',
    ],
    [
      () => choosePhoto(page, 'extra_corrupt_truncated.jpg'),
      'Invalid image file or corrupted data',
    ],
    [
      () => dropFile(page, 'notes.txt', Buffer.from('not a photo'), 'text/plain'),
      'Please select an image file',
    ],
  ];
  for (const [attempt, message] of cases) {
    await attempt();
    await expect.poll(() => alerts.at(-1)).toBe(message);
    await expect(uploadZone(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Different Photo' })).toBeHidden();
  }
  expect(alerts).toEqual(cases.map(([, message]) => message));
  await screenshot(page, test.info(), 'refused-photo');
});

test('a job that fails says so and offers Try Again', async ({ page }) => {
  pageHealth.allow(/Failed to load resource.*(500|503)/);
  pageHealth.allow(/prompt styles|art styles/i);
  const alerts = collectAlerts(page);
  await page.goto(`${serverUrl(E2E_PORTS.failing)}/`);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('button', { name: 'Create My Art' }).click();
  await expect(page.getByRole('alert')).toContainText('Error: ', { timeout: 60_000 });
  await expect(page.getByRole('alert')).toContainText(
    'We could not create your artwork this time.',
  );
  await screenshot(page, test.info(), 'job-failed');
  // Trying again starts from the same photo and choices, not from nothing.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('img', { name: 'Your chosen photo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Create My Art' })).toBeEnabled();
  expect(alerts).toEqual([]);
});

test('a job that takes too long tells the shopper to try again', async ({ page }) => {
  await openHome(page, serverUrl(E2E_PORTS.impatient));
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await pickStyleAndGender(page, 'Commanding Wizard');
  await page.getByRole('button', { name: 'Create My Art' }).click();
  await expect(page.getByText('Processing took too long. Please try again.')).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, test.info(), 'job-timeout');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('img', { name: 'Your chosen photo' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Choose Your Style' }).getByRole('button', {
      name: 'Commanding Wizard',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Create My Art' })).toBeEnabled();
  await screenshot(page, test.info(), 'job-timeout-try-again');
});
