import { expect, test } from '@playwright/test';
import { createArtAndWait, openHome, viewArtProducts } from './support/art';
import {
  addSample,
  cents,
  confirmedOrder,
  fillCard,
  GRACE,
  payButton,
  productBrowser,
  reachPayment,
} from './support/checkout';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';
import { storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

// @phone: the whole purchase the phone project runs too (playwright.config.ts).
test('a shopper buys a t-shirt, a canvas and a mug of their art with a test card @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await createArtAndWait(page, 'Royal Portrait');
  await viewArtProducts(page);
  const add = productBrowser(page).getByRole('button', { name: 'Add to Cart' });
  await productBrowser(page).getByRole('tab', { name: 'T-Shirt' }).click();
  await productBrowser(page).getByRole('radio', { name: 'Black' }).click();
  await productBrowser(page).getByRole('radio', { name: /^M\b/ }).click();
  await add.click();
  await productBrowser(page).getByRole('tab', { name: 'Canvas' }).click();
  await productBrowser(page)
    .getByRole('radio', { name: /8″ x 10″/ })
    .click();
  await add.click();
  await productBrowser(page).getByRole('tab', { name: 'Coffee Mug' }).click();
  await productBrowser(page).getByRole('radio', { name: 'White' }).click();
  await add.click();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('3');

  await reachPayment(page);
  const due = cents((await page.getByTestId('amount-due').textContent()) ?? '');
  await fillCard(page, '4242 4242 4242 4242');
  await screenshot(page, testInfo, 'checkout-payment-form');
  await payButton(page).click();
  await expect(page.getByText('Payment successful!')).toBeVisible();
  const order = await confirmedOrder(page);
  await expect(page.getByText('Your order has been placed successfully!')).toBeVisible();
  await screenshot(page, testInfo, 'checkout-confirmation');

  // The server's own figures: $29.99 + $59.99 + $19.99, its shipping quote and New York tax.
  expect(order.subtotal).toBe(2999 + 5999 + 1999);
  expect(order.total_amount).toBe(due);
  expect(order.total_amount).toBe(order.subtotal + order.shipping_cost + order.tax_amount);
  expect(order.lines).toHaveLength(3);
  await expect
    .poll(() => storeState.confirmationsOf(order.display_id).length, { timeout: 30_000 })
    .toBe(1);
  await expect.poll(() => storeState.printOrderFor(order.id), { timeout: 30_000 }).toBeDefined();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0);

  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a declined card shows the bank’s answer, makes no order and keeps the cart', async ({
  page,
}, testInfo) => {
  pageHealth.allow(/Failed to load resource.*402/);
  await addSample(page, 'Coffee Mug');
  const shopper = { ...GRACE, email: `declined-${testInfo.project.name}@example.com` };
  await reachPayment(page, shopper);
  const before = storeState.orderCountOf(shopper.email);
  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await screenshot(page, testInfo, 'checkout-card-declined');
  await expect(payButton(page)).toBeEnabled();
  expect(storeState.orderCountOf(shopper.email)).toBe(before);
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1');
});

test('a card that needs authentication goes to the bank’s page and comes back paid', async ({
  page,
}, testInfo) => {
  await addSample(page, 'T-Shirt');
  await reachPayment(page);
  await fillCard(page, '4000 0025 0000 3155');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible();
  await screenshot(page, testInfo, 'checkout-challenge');
  await page.getByRole('button', { name: 'Complete' }).click();
  const order = await confirmedOrder(page);
  expect(order.subtotal).toBe(2999);
  // The address has lost the bank's answer and names the order, so a reload shows it again.
  await expect(page).toHaveURL(new RegExp(`/checkout\\?order=${order.display_id}$`));
});

test('a double click on Complete Payment charges once and orders once', async ({ page }) => {
  await addSample(page, 'Canvas Print');
  await reachPayment(page);
  await fillCard(page, '4242424242424242');
  let confirmations = 0;
  page.on('request', (request) => {
    if (request.url().includes('/confirm')) confirmations += 1;
  });
  await payButton(page).dblclick();
  const order = await confirmedOrder(page);
  expect(confirmations).toBe(1);
  expect(storeState.ordersForIntent(order.payment_intent_id)).toHaveLength(1);
});

test('a price changed in local storage is not what is charged', async ({ page }) => {
  await addSample(page, 'Canvas Print');
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('_cart')) ?? '';
    const cart = JSON.parse(localStorage.getItem(key) ?? '{}');
    cart.items[0].price = 1;
    localStorage.setItem(key, JSON.stringify(cart));
  });
  await reachPayment(page);
  const due = cents((await page.getByTestId('amount-due').textContent()) ?? '');
  expect(due).toBeGreaterThan(5999);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  const order = await confirmedOrder(page);
  expect(order.subtotal).toBe(5999);
  expect(storeState.intentAmount(order.payment_intent_id)?.amount).toBe(order.total_amount);
});

test('an order call that fails after payment shows the toast, then the order number', async ({
  page,
}) => {
  pageHealth.allow(/Failed to load resource.*503/);
  let failures = 0;
  await page.route('**/api/orders/create-order', async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({ status: 503, json: { detail: 'Order service restarting' } });
    } else {
      await route.continue();
    }
  });
  await addSample(page, 'Coffee Mug');
  await reachPayment(page);
  await fillCard(page, '4242424242424242');
  await payButton(page).click();
  await expect(page.getByText('Failed to create order')).toBeVisible();
  const order = await confirmedOrder(page);
  expect(failures).toBe(1);
  expect(storeState.ordersForIntent(order.payment_intent_id)).toHaveLength(1);
});
