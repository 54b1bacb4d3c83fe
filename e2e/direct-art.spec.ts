import { expect, type Page, type Response, test } from '@playwright/test';
import sharp from 'sharp';
import { openHome, pickStyleAndGender } from './support/art';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto, collectAlerts, photoPath } from './support/photos';
import { readyAfterMs, startReadyClock } from './support/ready-clock';
import { seenInPage } from './support/seen-in-page';
import { storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const LARGE_PORTRAIT = 'large_single_espinasse_portrait_6035x8212.jpg';

/** The answer to the photo's upload (POST /), once it comes. */
const uploadAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/',
    { timeout: 90_000 },
  );

/** Every status check of a job the page makes. */
function watchJobPolls(page: Page): string[] {
  const polls: string[] = [];
  page.on('request', (request) => {
    // The job's own state; its variations are asked for once it is done, and are not a poll.
    if (/^\/api\/jobs\/[^/]+$/.test(new URL(request.url()).pathname)) polls.push(request.url());
  });
  return polls;
}

test("a 10 MP photo's art is answered directly, the moment it is made", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tenMegapixels = testInfo.outputPath('portrait-2711x3689.jpg');
  await sharp(photoPath(LARGE_PORTRAIT))
    .resize({ width: 2711, height: 3689 })
    .jpeg({ quality: 90 })
    .toFile(tenMegapixels);

  await openHome(page);
  await page.getByTestId('photo-file-input').setInputFiles(tenMegapixels);
  await expect(page.getByText('Ready to transform!')).toBeVisible({ timeout: 30_000 });
  await pickStyleAndGender(page, 'Royal Portrait');
  const polls = watchJobPolls(page);
  const answer = uploadAnswer(page);
  await startReadyClock(page);
  // The success toast lives a few seconds: on a loaded machine it could be gone before the
  // checks below got to it, so the page is watched for it at every change from the click on.
  const toasted = seenInPage(
    page,
    () => document.body.textContent?.includes('Image processed successfully!') ?? false,
    undefined,
    90_000,
  );

  await page.getByRole('button', { name: 'Create My Art' }).click();
  await expect(page.getByRole('heading', { name: 'Your art is ready!' })).toBeVisible({
    timeout: 90_000,
  });
  const elapsedMs = await readyAfterMs(page);
  expect(elapsedMs).toBeGreaterThan(0);
  // The upload's request, from its first byte sent to the answer: mostly the art being made.
  const response = await answer;
  const { requestStart, responseStart } = response.request().timing();
  const requestMs = Math.round(responseStart - requestStart);
  testInfo.annotations.push(
    { type: 'click to ready (ms)', description: String(elapsedMs) },
    { type: 'upload request (ms)', description: String(requestMs) },
  );
  console.log(
    `[${testInfo.project.name}] 10 MP photo: click to 'Your art is ready!' ${elapsedMs} ms, of which the upload request ${requestMs} ms`,
  );

  // The upload itself brought the products: no status check was needed to find them.
  const body = await response.json();
  expect(body).toMatchObject({ status: 'completed', products: expect.any(Array) });
  expect(polls).toEqual([]);
  await toasted;
  await expect(page).toHaveURL(/\/$/);
  await screenshot(page, testInfo, 'direct-ten-megapixels-ready');
});

/** The width and height of the photo the store received for the upload answered by `answer`. */
async function uploadedSize(answer: Response) {
  const { job_id: jobId } = await answer.json();
  const bytes = storeState.uploadedPhoto(jobId);
  if (!bytes) throw new Error(`the store kept no photo for job ${jobId}`);
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

test('a 6000 px photo is scaled down in the browser and becomes art', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const alerts = collectAlerts(page);
  await openHome(page);
  await choosePhoto(page, LARGE_PORTRAIT);
  await expect(page.getByRole('img', { name: 'Your chosen photo' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  expect(alerts).toEqual([]);
  await pickStyleAndGender(page, 'Renaissance Art');
  const answer = uploadAnswer(page);

  await page.getByRole('button', { name: 'Create My Art' }).click();
  await expect(page.getByRole('heading', { name: 'Your art is ready!' })).toBeVisible({
    timeout: 90_000,
  });
  // What reached the server: a JPEG at most 2048 px long, well under the 4096 px limit.
  expect(await uploadedSize(await answer)).toEqual({ width: 1505, height: 2048, format: 'jpeg' });
  await screenshot(page, testInfo, 'direct-large-photo-ready');
});
