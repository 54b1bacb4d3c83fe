import { expect, type Page, test } from '@playwright/test';
import {
  addressForm,
  addSample,
  cents,
  confirmedOrder,
  fillAddress,
  fillCard,
  payButton,
} from './support/checkout';
import { screenshot, watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const methods = (page: Page) => page.getByRole('radiogroup', { name: 'Shipping Methods' });
const priority = (page: Page) => methods(page).getByRole('radio', { name: /Priority/ });
const summary = (page: Page) =>
  page.getByRole('heading', { name: 'Order Summary' }).locator('xpath=..');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });
const shippingHeading = (page: Page) => page.getByRole('heading', { name: 'Shipping Address' });
const paymentHeading = (page: Page) => page.getByRole('heading', { name: 'Payment Information' });

/** The shipping step as the shopper left it: Priority chosen, its price and total on show. */
async function expectPriorityKept(page: Page, total: string) {
  await expect(shippingHeading(page)).toBeVisible();
  await expect(priority(page)).toBeChecked();
  await expect(summary(page)).toContainText('$14.99');
  await expect(summary(page).getByText(total, { exact: true })).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
}

async function toPayment(page: Page) {
  await continueButton(page).click();
  await expect(paymentHeading(page)).toBeVisible();
}

test('the chosen shipping method stays through Back to Shipping, browser Back and a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await addSample(page, 'Canvas Print');
  await page.goto('/checkout');
  await fillAddress(page);
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  await priority(page).click();
  await expect(page.getByText('Tax calculated successfully').first()).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
  const total = (await summary(page).locator('dd').last().textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);

  await toPayment(page);
  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expectPriorityKept(page, total);

  // The browser's Back from the payment step is a step back, not out of checkout.
  await toPayment(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectPriorityKept(page, total);

  await page.reload();
  await expectPriorityKept(page, total);

  // The kept choice is still the server's to price: the order is charged what it quotes.
  await toPayment(page);
  const due = cents((await page.getByTestId('amount-due').textContent()) ?? '');
  expect(due).toBe(cents(total));
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);
  expect(order.shipping_cost).toBe(1499);
  expect(order.total_amount).toBe(due);
});

test('a kept method that no longer fits the cart is not used without a word', async ({
  page,
}, testInfo) => {
  await addSample(page, 'Canvas Print');
  await page.goto('/checkout');
  await fillAddress(page);
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  await priority(page).click();
  await expect(continueButton(page)).toBeEnabled();

  // A mug as well costs more to ship by every method.
  await addSample(page, 'Coffee Mug');
  await page.goto('/checkout');
  await expect(methods(page).getByRole('radio')).toHaveCount(3);
  const notice = page.getByText(
    'The shipping method you chose no longer fits this order. Please choose again.',
  );
  await expect(notice).toBeVisible();
  await expect(methods(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(continueButton(page)).toBeDisabled();
  await notice.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'checkout-method-no-longer-fits');
});

test('a reload on each step brings it back as it was: the methods, the payment step, the confirmation @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await addSample(page, 'Canvas Print');
  await page.goto('/checkout');
  await fillAddress(page);
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  const standard = methods(page).getByRole('radio', { name: /Standard/ });
  await expect(standard).toBeChecked();
  await expect(continueButton(page)).toBeEnabled();

  // The shipping step: the address, its methods and the totals, without asking again.
  await page.reload();
  await expect(addressForm(page).getByLabel('Street address')).toHaveValue('350 Fifth Avenue');
  await expect(standard).toBeChecked();
  await expect(continueButton(page)).toBeEnabled();

  // The payment step stays the payment step, for the same amount.
  await toPayment(page);
  const due = await page.getByTestId('amount-due').textContent();
  await page.reload();
  await expect(paymentHeading(page)).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText(due ?? '');
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  // The confirmation keeps its order number and what was bought.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(order.display_id);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await screenshot(page, testInfo, 'checkout-confirmation-reloaded');
  // Checkout opened afresh is checkout again, not the old confirmation.
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
