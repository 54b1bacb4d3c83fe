import { expect, type Page, test } from '@playwright/test';
import { addressForm, addSample, fillAddress } from './support/checkout';
import { watchPageErrors } from './support/page-health';
import { countRequests, recordToasts } from './support/toasts';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const TAX_TOAST = 'Tax calculated successfully';
const summary = (page: Page) =>
  page.getByRole('heading', { name: 'Order Summary' }).locator('xpath=..');
const taxFigure = (page: Page) => summary(page).locator('dd').nth(2);
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });

/** Twice the pause in typing after which the checkout asks for tax (TAX_PAUSE_MS). */
const PAST_THE_PAUSE_MS = 1_000;

/**
 * The shopper's pause runs out at once on the page's clock, and any tax it asks for is worked
 * out, its toast told: 'Continue to Payment' waits for both (checkout-rules).
 */
async function settle(page: Page) {
  await page.clock.fastForward(PAST_THE_PAUSE_MS);
  await expect(continueButton(page)).toBeEnabled();
}

/**
 * Keys typed while the page's clock stands still, so a key held up by a busy machine is not
 * taken for the shopper's pause; the clock runs again once they are typed.
 */
async function typeWithoutPausing(page: Page, type: () => Promise<void>) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  await type();
  await page.clock.resume();
}

test('typing a phone number or a street asks for tax at most twice, and a new figure is told once', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  const taxCalls = countRequests(page, '/products/calculate-tax');
  await page.clock.install();
  await addSample(page, 'Canvas Print');
  await page.goto('/checkout');
  await fillAddress(page);
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  await page.getByRole('radio', { name: /Standard/ }).click();
  await expect(continueButton(page)).toBeEnabled();
  await expect.poll(() => toasts.count(TAX_TOAST)).toBe(1);
  const standardTax = await taxFigure(page).textContent();

  // A person typing: one key at a time, a little apart.
  taxCalls.reset();
  await typeWithoutPausing(page, () =>
    addressForm(page).getByLabel('Phone').pressSequentially('2125550123', { delay: 120 }),
  );
  await settle(page);
  expect(taxCalls.count()).toBeLessThanOrEqual(2);
  expect(await toasts.count(TAX_TOAST)).toBe(1);

  // The street is on the tax form: it is asked again when the shopper pauses, for the same
  // figure.
  taxCalls.reset();
  const street = addressForm(page).getByLabel('Street address');
  await street.press('End');
  await typeWithoutPausing(page, () => street.pressSequentially(', Floor 86', { delay: 120 }));
  await settle(page);
  expect(taxCalls.count()).toBeGreaterThanOrEqual(1);
  expect(taxCalls.count()).toBeLessThanOrEqual(3);
  await expect(continueButton(page)).toBeEnabled();
  await expect(taxFigure(page)).toHaveText(standardTax ?? '');
  expect(await toasts.count(TAX_TOAST)).toBe(1);

  // Express costs more to ship, so tax is more: a new figure, told once.
  await page.getByRole('radio', { name: /Express/ }).click();
  await expect(continueButton(page)).toBeEnabled();
  await expect(taxFigure(page)).not.toHaveText(standardTax ?? '');
  await settle(page);
  expect(await toasts.count(TAX_TOAST)).toBe(2);
});
