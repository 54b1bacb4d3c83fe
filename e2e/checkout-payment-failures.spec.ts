import { expect, type Locator, type Page, test } from '@playwright/test';
import { addSample, confirmedOrder, fillCard, payButton, reachPayment } from './support/checkout';
import { screenshot, watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const paymentForm = (page: Page) => page.getByRole('region', { name: 'Payment Information' });
const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Ten seconds pass on the page's clock at once: every timer due by then fires, the toast's
 * first. The toast going shows they did; the message must be there after them.
 */
async function tenSecondsLater(page: Page, toast: Locator) {
  await expect(toast).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(toast).toBeHidden();
}

/** Holds the card processor's next answer until `release` is called. */
async function holdNextConfirm(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/local-card-processor/**/confirm', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether a select's chosen option shows whole: its text, padding and arrow fit its box. */
function textFits(select: Locator): Promise<boolean> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(el.options[el.selectedIndex]?.text ?? '').width;
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    const ARROW = 20;
    return text + padding + ARROW <= el.clientWidth;
  });
}

test('a declined card’s message, and what to do next, stays in the payment form until the shopper tries again @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  pageHealth.allow(/Failed to load resource.*402/);
  await page.clock.install();
  await addSample(page, 'Coffee Mug');
  await reachPayment(page);
  await fillCard(page, '4000 0000 0000 0002');
  // The whole number and the country's name show, at phone width too.
  const number = page.getByLabel('Card number');
  expect(await number.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await textFits(page.getByLabel('Country'))).toBe(true);
  await payButton(page).click();
  const message = paymentForm(page).getByRole('alert');
  const declined =
    'Your card was declined.Nothing was charged. Check the card details, use another card, or ask your bank to allow the payment.';
  await expect(message).toHaveText(declined);

  // Long after the toast has gone, the reason is still where the shopper is looking.
  await tenSecondsLater(page, toastSaying(page, 'Your card was declined.'));
  await expect(message).toHaveText(declined);
  await screenshot(page, testInfo, 'checkout-declined-message');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const release = await holdNextConfirm(page);
  await payButton(page).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(message).toHaveCount(0);
  release();
  await confirmedOrder(page);
});

test('a failed bank authentication leaves its message in the payment form', async ({ page }) => {
  await page.clock.install();
  await addSample(page, 'T-Shirt');
  await reachPayment(page);
  await fillCard(page, '4000 0025 0000 3155');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  const message = paymentForm(page).getByRole('alert');
  await expect(message).toContainText('Your bank did not confirm the payment.');
  await tenSecondsLater(page, toastSaying(page, 'Your bank did not confirm the payment.'));
  await expect(message).toContainText('Your bank did not confirm the payment.');

  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(message).toHaveCount(0);
  await confirmedOrder(page);
});
