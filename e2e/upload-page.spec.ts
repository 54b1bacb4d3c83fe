import { expect, type Page, test } from '@playwright/test';
import { STORAGE_KEYS } from '../src/shared/storage-keys';
import { expectArtDoneThenProducts, pickStyleAndGender } from './support/art';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto, uploadZone } from './support/photos';
import { seenInPage } from './support/seen-in-page';
import { E2E_PORTS, serverUrl } from './support/servers';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const NO_FACE =
  "We couldn't find a face in this photo. Please use a clear photo of one person, facing the camera.";

const createButton = (page: Page) => page.getByRole('button', { name: 'Create My Art' });
const productTabs = (page: Page) =>
  page.getByRole('region', { name: 'Your art products' }).getByRole('tab');

/** Counts the photo uploads (POST /) the page sends. */
function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/') uploads += 1;
  });
  return () => uploads;
}

/** /upload on the server at `base`, once the style chips have arrived. */
async function openUpload(page: Page, base = '') {
  await page.goto(`${base}/upload`);
  await expect(uploadZone(page)).toBeVisible();
}

test('/upload checks a photo the moment it is chosen: refused, turned away, then art from a good one @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  pageHealth.allow(/Failed to load resource.*422/);
  const uploads = countUploads(page);
  await openUpload(page);
  // The style is chosen first here; a refused photo must not take it away.
  const wizard = page
    .getByRole('list', { name: 'Choose Your Style' })
    .getByRole('button', { name: 'Commanding Wizard' });
  await wizard.click();
  await expect(wizard).toHaveAttribute('aria-pressed', 'true');

  await choosePhoto(page, 'noperson_coffee_cup_600x400.png');
  await expect(uploadZone(page).getByRole('alert')).toHaveText(NO_FACE, { timeout: 30_000 });
  await expect(page.getByText('Ready to transform!')).toBeHidden();
  await screenshot(page, testInfo, 'upload-page-refused-on-choice');

  await choosePhoto(page, 'multi_apollo11_crew_3people_600x471.jpg');
  await expect(uploadZone(page).getByRole('alert')).toHaveText(
    'This photo has 3 people in it. Please choose a photo of just one person.',
    { timeout: 30_000 },
  );

  await choosePhoto(page, 'single_photographer_profile_gray_512x512.png');
  const turned = page.getByRole('status').filter({ hasText: 'Face the camera' });
  await expect(turned).toHaveText(/your face is turned away in this photo/, { timeout: 30_000 });
  await turned.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'upload-page-face-turned');

  await page.getByRole('button', { name: 'Upload Different Photo' }).click();
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Great photo: one person, facing the camera.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(wizard).toHaveAttribute('aria-pressed', 'true');
  // Nothing was sent to be painted until now.
  expect(uploads()).toBe(0);
  await pickStyleAndGender(page, 'Commanding Wizard');
  await createButton(page).click();
  await expectArtDoneThenProducts(page);
  await expect(productTabs(page)).toHaveText([/Canvas/, /T-Shirt/, /Coffee Mug/]);
  expect(uploads()).toBe(1);

  // Back on /upload the finished art is shown, and another can be made.
  await page.goto('/upload');
  await expect(page.getByText('Your art is ready!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your artwork' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Your Art Products' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(createButton(page)).toBeEnabled();
  await screenshot(page, testInfo, 'upload-page-art-ready');
});

test('the art shows as soon as it is painted, not when the next check is due @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const checks: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    // The job itself, not its variations.
    if (/^\/api\/jobs\/[^/]+$/.test(pathname)) checks.push(search);
  });
  // This server's browsers check a job once a minute.
  await openUpload(page, serverUrl(E2E_PORTS.queued));
  await choosePhoto(page, 'single_woman_smiling_698x790.png');
  await pickStyleAndGender(page, 'Royal Portrait');
  await createButton(page).click();
  await expect(page).toHaveURL(/\/products$/, { timeout: 40_000 });
  await expect(productTabs(page)).toHaveText([/Canvas/, /T-Shirt/, /Coffee Mug/]);
  await screenshot(page, testInfo, 'upload-page-art-at-once');
  // One check, held open by the server until the art was ready.
  expect(checks).toEqual(['?wait_ms=30000']);
});

test('a reload before Create keeps the chosen photo, and the art is made from it @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openUpload(page);
  await choosePhoto(page, 'single_woman_smiling_698x790.png');
  const chosen = page.getByRole('img', { name: 'Your chosen photo' });
  await expect(chosen).toBeVisible();
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  // The tab keeps a copy of the photo a moment after showing it (the copy is encoded first):
  // a reload within that moment has nothing to show, and on a busy phone run it came first.
  await expect
    .poll(() =>
      page.evaluate((key) => sessionStorage.getItem(key) !== null, STORAGE_KEYS.chosenPhoto),
    )
    .toBe(true);
  await page.reload();
  await expect(chosen).toBeVisible();
  await expect
    .poll(() => chosen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(page, testInfo, 'upload-page-photo-after-reload');
  await pickStyleAndGender(page, 'Royal Portrait');
  await createButton(page).click();
  await expectArtDoneThenProducts(page);
  await expect(productTabs(page)).toHaveText([/Canvas/, /T-Shirt/, /Coffee Mug/]);
});

test('a reload while the photo is on its way shows the art of the one job it made @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const sentKeys: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/') return;
    const key = /name="upload_key"\r\n\r\n([0-9a-f-]{36})/.exec(request.postData() ?? '');
    sentKeys.push(key?.[1] ?? 'no key');
  });
  await openUpload(page);
  await choosePhoto(page, 'single_woman_smiling_698x790.png');
  await pickStyleAndGender(page, 'Royal Portrait');
  await createButton(page).click();
  // The photo has reached the server, which now works on it: the page goes away.
  const progress = page.getByRole('region', { name: 'Creating your art' }).getByRole('status');
  await expect(progress).toHaveText(/Generating your Royal Portrait|Weaving artistic magic/, {
    timeout: 30_000,
  });
  await page.reload();

  await expectArtDoneThenProducts(page);
  await expect(productTabs(page)).toHaveText([/Canvas/, /T-Shirt/, /Coffee Mug/]);
  await screenshot(page, testInfo, 'upload-page-art-after-reload-mid-upload');
  // Sent again under the first send's key, so the server answered the job it had made.
  expect(sentKeys).toHaveLength(2);
  expect(sentKeys[1]).toBe(sentKeys[0]);
  const artworks = await page.request.get('/api/artworks');
  expect((await artworks.json()).artworks).toHaveLength(1);
});

test('Make My Own says, as the shopper types, what it will paint and what it will not @phone', async ({
  page,
}, testInfo) => {
  await openUpload(page);
  await choosePhoto(page, 'single_woman_smiling_698x790.png');
  await pickStyleAndGender(page, 'Make My Own');
  const description = page.getByLabel('Describe your art style');
  const reading = page.getByRole('status').filter({ hasText: 'paint' });
  await description.pressSequentially('me in Paris under the moon');
  await expect(reading).toHaveText(
    'No style words yet: we will paint an oil portrait in a studio.Not painted: Paris, moon',
  );
  await description.pressSequentially(', a watercolour by the sea at sunset');
  await expect(reading).toContainText('We will paint: watercolour · sea · sunset');
  await expect(reading).toContainText('Not painted: Paris, moon');
  await reading.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'upload-page-description-reading');
  // Reworded, nothing is left out.
  await description.fill('a watercolour by the sea at sunset');
  await expect(reading).toHaveText('We will paint: watercolour · sea · sunset');
});

test('Make My Own, found done by polling on /upload: the SPEC words, then /products', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = serverUrl(E2E_PORTS.queued);
  await openUpload(page, base);
  await choosePhoto(page, 'single_woman_smiling_698x790.png');
  await pickStyleAndGender(page, 'Make My Own');
  await page.getByLabel('Describe your art style').fill('a watercolour portrait in spring colours');
  await createButton(page).click();

  // The chip's title is no style to generate.
  const progress = page.getByRole('region', { name: 'Creating your art' }).getByRole('status');
  await expect(progress).toHaveText('Generating your artwork...', { timeout: 30_000 });
  await screenshot(page, testInfo, 'upload-page-generating-custom');
  // The notice, its button and the address, looked for together in the page itself at every
  // change: on a loaded machine the test runner came back after the 1.5 s and found /products.
  await seenInPage(
    page,
    () =>
      location.pathname === '/upload' &&
      (document.body.textContent ?? '').includes('Your art products are ready! Redirecting...') &&
      [...document.querySelectorAll('button')].some((b) =>
        b.textContent?.includes('View Products'),
      ),
    undefined,
    60_000,
  );
  await screenshot(page, testInfo, 'upload-page-ready-toast');
  // It goes on by itself, 1.5 s later.
  await expect(page).toHaveURL(/\/products$/, { timeout: 10_000 });
  await expect(productTabs(page)).toHaveText([/Canvas/, /T-Shirt/, /Coffee Mug/]);
});

test('a job that timed out or failed says why on /products, and /upload tries again', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  pageHealth.allow(/Failed to load resource.*(500|503)/);
  pageHealth.allow(/prompt styles|art styles/i);

  const impatient = serverUrl(E2E_PORTS.impatient);
  await openUpload(page, impatient);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await pickStyleAndGender(page, 'Commanding Wizard');
  await createButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Processing took too long. Please try again.', {
    timeout: 30_000,
  });
  await page.goto(`${impatient}/products`);
  await expect(page.getByRole('heading', { name: 'Processing Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Job polling timed out after 10 minutes');
  await screenshot(page, testInfo, 'products-timed-out');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/upload$/);
  const uploads = countUploads(page);
  await createButton(page).click();
  await expect.poll(uploads).toBe(1);
  await expect(page.getByRole('alert')).toHaveText('Processing took too long. Please try again.', {
    timeout: 30_000,
  });

  const failing = serverUrl(E2E_PORTS.failing);
  await openUpload(page, failing);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await page.getByRole('radio', { name: 'Female' }).click();
  await createButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Error: ', { timeout: 60_000 });
  await page.goto(`${failing}/products`);
  await expect(page.getByRole('heading', { name: 'Processing Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'We could not create your artwork this time.',
  );
  await screenshot(page, testInfo, 'products-failed');
});
