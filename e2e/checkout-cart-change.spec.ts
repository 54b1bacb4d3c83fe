import { expect, test } from '@playwright/test';
import {
  addressForm,
  addSample,
  cents,
  confirmedOrder,
  continueToPayment,
  fillCard,
  GRACE,
  payButton,
  reachPayment,
} from './support/checkout';
import { watchPageErrors } from './support/page-health';
import { storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

test('a cart changed in another tab while paying is reviewed, then charged and ordered in full', async ({
  context,
  page,
}) => {
  await addSample(page, 'Canvas Print');
  await reachPayment(page);
  const firstDue = cents((await page.getByTestId('amount-due').textContent()) ?? '');

  const otherTab = await context.newPage();
  await addSample(otherTab, 'Coffee Mug');
  await otherTab.close();

  // The payment step no longer stands for the cart: the shopper is sent back to review it.
  await expect(page.getByText('Your cart changed. Please review your order.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toHaveCount(0);
  await expect(addressForm(page).getByLabel('Street address')).toHaveValue(GRACE.street);

  await continueToPayment(page);
  const due = cents((await page.getByTestId('amount-due').textContent()) ?? '');
  expect(due).toBeGreaterThan(firstDue);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  expect(order.subtotal).toBe(5999 + 1999);
  expect(order.lines).toHaveLength(2);
  expect(order.total_amount).toBe(due);
  expect(storeState.intentAmount(order.payment_intent_id)?.amount).toBe(due);
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0);
});

test('a quantity changed in another tab while paying is not charged at the old total', async ({
  context,
  page,
}) => {
  await addSample(page, 'Coffee Mug');
  await reachPayment(page);

  const otherTab = await context.newPage();
  await otherTab.goto('/cart');
  await otherTab.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(otherTab.getByRole('banner').getByTestId('cart-badge')).toHaveText('2');
  await otherTab.close();

  await expect(page.getByText('Your cart changed. Please review your order.')).toBeVisible();
  await continueToPayment(page);
  const due = cents((await page.getByTestId('amount-due').textContent()) ?? '');
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  expect(order.subtotal).toBe(2 * 1999);
  expect(order.lines[0]).toMatchObject({ quantity: 2 });
  expect(order.total_amount).toBe(due);
  expect(storeState.intentAmount(order.payment_intent_id)?.amount).toBe(due);
});
