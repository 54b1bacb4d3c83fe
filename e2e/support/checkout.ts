/** Steps of the checkout journey that several browser specs take. */
import { expect, type Page } from '@playwright/test';
import { storeState } from './store-state';

export const productBrowser = (page: Page) =>
  page.getByRole('region', { name: 'Your art products' });
export const payButton = (page: Page) => page.getByRole('button', { name: 'Complete Payment' });
export const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

export async function addSample(page: Page, name: string) {
  await page.goto('/products');
  await page
    .getByRole('region', { name: 'Or start with our sample art' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
}

/** Grace Hopper at the Empire State Building, as a shopper types it into the shipping step. */
export const GRACE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  street: '350 Fifth Avenue',
  city: 'New York',
} as const;

export const addressForm = (page: Page) => page.getByRole('form', { name: 'Shipping address' });

/** Types a New York address into the open shipping step, with the name and e-mail given. */
export async function fillAddress(
  page: Page,
  who: { firstName: string; lastName: string; email: string } = GRACE,
) {
  const form = addressForm(page);
  await form.getByLabel('First name').fill(who.firstName);
  await form.getByLabel('Last name').fill(who.lastName);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Street address').fill(GRACE.street);
  await form.getByLabel('City').fill(GRACE.city);
  await form.getByLabel('State/Province').selectOption('NY');
  await form.getByLabel('Postal code').fill('10118');
}

/** From a filled-in shipping step to the payment step: standard shipping, tax. */
export async function continueToPayment(page: Page) {
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  await page.getByRole('radio', { name: /Standard/ }).click();
  await expect(page.getByText('Tax calculated successfully').first()).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue to Payment' });
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
}

/**
 * The checkout's shipping step to the payment step: a New York address of `who`, standard
 * shipping, tax.
 */
export async function reachPayment(
  page: Page,
  who: { firstName: string; lastName: string; email: string } = GRACE,
) {
  await page.goto('/checkout');
  await fillAddress(page, who);
  await continueToPayment(page);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('ZIP code').fill('10118');
  await expect(payButton(page)).toBeEnabled();
}

/** The confirmation's order number, checked against what the store made of it. */
export async function confirmedOrder(page: Page) {
  await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible({
    timeout: 30_000,
  });
  const displayId = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(displayId).toMatch(/^MM-[0-9A-Z]{6}$/);
  const order = storeState.orderByDisplayId(displayId);
  expect(order).toBeDefined();
  return order as NonNullable<typeof order>;
}

/** A shopper's paid order of one sample canvas (by `who`), as its confirmation page shows it. */
export async function boughtCanvas(page: Page, who?: Parameters<typeof reachPayment>[1]) {
  await addSample(page, 'Canvas Print');
  await reachPayment(page, who);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  return confirmedOrder(page);
}
