import { expect, type Page, test } from '@playwright/test';
import { openHome, pickStyleAndGender } from './support/art';
import { ownerEmail, signInWithVerifiedEmail } from './support/owners';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const STYLE = 'Fierce Pirate Captain';
/** Switches the style on or off as the signed-in owner of this page's browser. */
async function setStyleOff(page: Page, disabled: boolean) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.patch('/api/admin/styles/fierce_pirate_captain', {
    data: { disabled },
    headers: { origin },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const styleSwitch = (page: Page) => page.getByRole('switch', { name: `${STYLE} offered` });

test('an owner switches a style off and shoppers see it unavailable', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  try {
    await page.goto('/admin/styles');
    await expect(page.getByRole('heading', { name: 'Styles', level: 1 })).toBeVisible();
    await expect(styleSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('listitem').filter({ hasText: STYLE })).toContainText(
      /Generations\s*\d+\s*Failures\s*\d+\s*Orders\s*\d+/,
    );
    await styleSwitch(page).click();
    await expect(styleSwitch(page)).toHaveAttribute('aria-checked', 'false');
    const row = page.getByRole('listitem').filter({ hasText: STYLE });
    await expect(row.getByText('Unavailable')).toBeVisible();
    await screenshot(page, testInfo, 'admin-styles-switched-off');

    // As any shopper meets the home page: the style shows, marked unavailable, and cannot be picked.
    await openHome(page);
    const chip = page
      .getByRole('list', { name: 'Choose Your Style' })
      .getByRole('button', { name: `${STYLE} (unavailable)` });
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeDisabled();
    await chip.click({ force: true });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByRole('group', { name: new RegExp(`: ${STYLE}, unavailable$`) }),
    ).toHaveCount(1);
    await screenshot(page, testInfo, 'admin-styles-home-unavailable');
  } finally {
    // The store is shared by every browser test: the style is offered again.
    await setStyleOff(page, false);
  }
});

test('a shopper who chose a style before it was switched off is told so, and nothing is made', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // The upload's refusal, as the browser reports it; the page says why in words.
  pageHealth.allow(/status of 422/);
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await pickStyleAndGender(page, STYLE);

  const owner = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const ownerPage = await owner.newPage();
  await signInWithVerifiedEmail(ownerPage, testInfo, ownerEmail(testInfo));
  await ownerPage.goto('/admin/styles');
  try {
    await setStyleOff(ownerPage, true);
    await page.getByRole('button', { name: 'Create My Art' }).click();
    await expect(
      page.getByText('This art style is not available right now. Please choose another style.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your art is ready!')).toHaveCount(0);
    await screenshot(page, testInfo, 'upload-of-switched-off-style');
  } finally {
    await setStyleOff(ownerPage, false);
    await owner.close();
  }
});

test('a visitor or a shopper opening /admin sees no back office', async ({ page }, testInfo) => {
  // The back office asks the server who is an owner; these refusals are its answers.
  pageHealth.allow(/status of 401 \(Unauthorized\)/);
  pageHealth.allow(/status of 403 \(Forbidden\)/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Shop owners only' })).toBeVisible();
  await expect(page.getByText('Please sign in with a shop owner’s account.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await screenshot(page, testInfo, 'admin-signed-out');

  const shopper = `shopper-${Date.now()}-${testInfo.project.name}@example.com`;
  await signInWithVerifiedEmail(page, testInfo, shopper);
  await page.goto('/admin');
  await expect(
    page.getByText('This account is not a shop owner’s, so the back office stays closed.'),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await screenshot(page, testInfo, 'admin-shopper');
});
