import { expect, type Page, test } from '@playwright/test';
import { openHome } from './support/art';
import { watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';
import { storeState } from './support/store-state';

// The slides move on by themselves, as a shopper who has not asked for less motion sees them.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const picker = (page: Page) => page.getByRole('list', { name: 'Choose Your Style' });
const chip = (page: Page, name: string) => picker(page).getByRole('button', { name });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create My Art' });

/** The title of the slide on show ("2 of 10: Renaissance Art, your pick" -> "Renaissance Art"). */
async function slideOnShow(page: Page): Promise<string> {
  const label = await page
    .getByRole('region', { name: 'Art styles' })
    .locator('[data-visible="true"]')
    .getAttribute('aria-label');
  return label?.match(/^\d+ of \d+: ([^,]+)/)?.[1] ?? '';
}

/** The slides the carousel showed over `ms` milliseconds. */
async function slidesShownFor(page: Page, ms: number): Promise<Set<string>> {
  const shown = new Set<string>();
  const until = Date.now() + ms;
  while (Date.now() < until) {
    shown.add(await slideOnShow(page));
    await page.waitForTimeout(250);
  }
  return shown;
}

/**
 * Female, then 'Create My Art'; waits for the art (so the store is idle for the next test) and
 * returns the style the store made the job with.
 */
async function createWithFemale(page: Page): Promise<string | null | undefined> {
  await page.getByRole('radio', { name: 'Female' }).click();
  const upload = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/',
  );
  await createButton(page).click();
  const { job_id: jobId } = (await (await upload).json()) as { job_id: string };
  await expect(page.getByText('Your art is ready!')).toBeVisible({ timeout: 90_000 });
  return storeState.jobStyle(jobId);
}

test('the style the shopper picks stays picked while the slides move on, and is the one painted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  await chip(page, 'Cyberpunk Hero').click();
  await expect(chip(page, 'Cyberpunk Hero')).toHaveAttribute('aria-pressed', 'true');

  const shown = await slidesShownFor(page, 7_000);
  expect(shown.size, 'the slideshow kept moving').toBeGreaterThan(1);
  await expect(chip(page, 'Cyberpunk Hero')).toHaveAttribute('aria-pressed', 'true');
  await expect(picker(page).getByRole('button', { pressed: true })).toHaveCount(1);

  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await expect(chip(page, 'Cyberpunk Hero')).toHaveAttribute('aria-pressed', 'true');
  expect(await createWithFemale(page)).toBe('cyberpunk_hero');
});

test('with nothing picked, a chosen photo gets Royal Portrait whatever slide is on show', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  // Royal Portrait is the first slide: wait for the slideshow to move past it.
  await expect.poll(() => slideOnShow(page), { timeout: 15_000 }).not.toBe('Royal Portrait');
  await expect.poll(() => slideOnShow(page), { timeout: 15_000 }).not.toBe('Renaissance Art');
  await expect(picker(page).getByRole('button', { pressed: true })).toHaveCount(0);

  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await expect(chip(page, 'Royal Portrait')).toHaveAttribute('aria-pressed', 'true');
  await expect(picker(page).getByRole('button', { pressed: true })).toHaveCount(1);
  expect(await createWithFemale(page)).toBe('royal_oil_paint');
});

test('the style picker comes before Create My Art @phone', async ({ page }, testInfo) => {
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(createButton(page)).toBeVisible();
  const pickerTop = (await picker(page).boundingBox())?.y ?? Number.NaN;
  const buttonTop = (await createButton(page).boundingBox())?.y ?? Number.NaN;
  expect(pickerTop).toBeLessThan(buttonTop);
  // Read aloud or tabbed through, the picker comes first too.
  const pickerFirst = await picker(page).evaluate((list) => {
    const create = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Create My Art',
    );
    return !!create && !!(list.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(pickerFirst).toBe(true);
  await page.getByRole('region', { name: 'Create your art' }).scrollIntoViewIfNeeded();
  await page.screenshot({
    path: `test-results/phones/create-section-${testInfo.project.name}.png`,
    fullPage: false,
  });
});
