import { expect, type Page, test } from '@playwright/test';
import { screenshot, watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const form = (page: Page) => page.getByRole('form', { name: 'Shipping address' });
const summary = (page: Page) =>
  page.getByRole('heading', { name: 'Order Summary' }).locator('xpath=..');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to Payment' });

/** A sample canvas in the cart, then checkout. */
async function startCheckout(page: Page) {
  await page.goto('/products');
  await page
    .getByRole('region', { name: 'Or start with our sample art' })
    .getByRole('listitem')
    .filter({ hasText: 'Canvas Print' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
}

async function fillNewYork(page: Page) {
  const f = form(page);
  await f.getByLabel('First name').fill('Grace');
  await f.getByLabel('Last name').fill('Hopper');
  await f.getByLabel('Email').fill('grace@example.com');
  await f.getByLabel('Street address').fill('350 Fifth Avenue');
  await f.getByLabel('City').fill('New York');
  await f.getByLabel('State/Province').selectOption('NY');
  await f.getByLabel('Postal code').fill('10118');
}

const getMethods = (page: Page) =>
  form(page).getByRole('button', { name: 'Get Shipping Methods' }).click();

test('the address form names each problem in the SPEC’s order', async ({ page }, testInfo) => {
  await startCheckout(page);
  await getMethods(page);
  await expect(form(page).locator('[id$="-error"]')).toHaveText([
    'First name is required',
    'Last name is required',
    'Email is required',
    'Street address is required',
    'City is required',
    'State/Province is required',
    'Postal code is required',
  ]);
  await expect(form(page).getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, testInfo, 'checkout-address-errors');

  await fillNewYork(page);
  await form(page).getByLabel('Email').fill('grace@');
  await form(page).getByLabel('Postal code').fill('1011');
  await getMethods(page);
  await expect(form(page).locator('[id$="-error"]')).toHaveText([
    'Please enter a valid email address',
    'Please enter a valid US ZIP code (12345 or 12345-6789)',
  ]);
  await expect(
    page.getByText('Enter your shipping address to see available shipping methods.'),
  ).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
});

test('a New York address brings methods, the cheapest chosen, shipping, tax and total', async ({
  page,
}, testInfo) => {
  await startCheckout(page);
  await fillNewYork(page);
  await expect(continueButton(page)).toBeDisabled();
  await continueButton(page).click({ force: true });
  await expect(
    page.getByText('Please complete the shipping information and wait for tax calculation'),
  ).toBeVisible();
  await getMethods(page);
  const methods = page.getByRole('radiogroup', { name: 'Shipping Methods' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  const standard = methods.getByRole('radio', { name: /Standard/ });
  await expect(standard).toContainText('Handling days: 3');
  await expect(standard).toContainText('3-5 days');
  // A canvas goes by no economy: Standard is the cheapest, listed first and chosen already.
  await expect(methods.getByRole('radio').first()).toContainText('Standard');
  await expect(standard).toBeChecked();
  await expect(page.getByText('Tax calculated successfully')).toBeVisible();
  // Canvas $59.99 + standard $9.99, 4% New York tax on both: $2.80; total $72.78.
  await expect(summary(page)).toContainText('$9.99');
  await expect(summary(page)).toContainText('$2.80');
  await expect(summary(page)).toContainText('$72.78');
  await page.getByRole('button', { name: 'Tax breakdown' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('New York (4.00%)');
  await expect(page.getByRole('tooltip')).toContainText('$2.80');
  await expect(page.getByRole('tooltip')).toContainText('TaxLocus');
  await screenshot(page, testInfo, 'checkout-shipping-ready');

  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Shipping' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
});

test('a tee to a PO box: the cheapest method first and chosen, Priority made sooner, no courier @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/products');
  await page
    .getByRole('region', { name: 'Or start with our sample art' })
    .getByRole('listitem')
    .filter({ hasText: 'T-Shirt' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.goto('/checkout');
  await fillNewYork(page);
  await getMethods(page);
  const methods = page.getByRole('radiogroup', { name: 'Shipping Methods' });
  const radios = methods.getByRole('radio');
  await expect(radios).toHaveText([/^Economy/, /^Standard/, /^Priority/, /^Express/]);
  await expect(methods.getByRole('radio', { name: /Economy/ })).toBeChecked();
  await expect(methods.getByRole('radio', { name: /Standard/ })).toContainText('Handling days: 2');
  // Priority buys a day of making, and says so.
  const priority = methods.getByRole('radio', { name: /Priority/ });
  await expect(priority).toContainText('Handling days: 1');
  await expect(priority).toContainText('Made before the rest');
  await expect(continueButton(page)).toBeEnabled();

  // A courier cannot leave a parcel at a post-office box.
  await form(page).getByLabel('Street address').fill('PO Box 4521');
  await getMethods(page);
  await expect(radios).toHaveText([/^Economy/, /^Standard/, /^Priority/]);
  await expect(methods.getByRole('radio', { name: /Economy/ })).toBeChecked();
  await screenshot(page, testInfo, 'checkout-po-box-methods');
});

test('a failing tax call falls back to 8% and says so', async ({ page }) => {
  pageHealth.allow(/Failed to load resource.*500/);
  await page.route('**/api/stripe/products/calculate-tax', (route) =>
    route.fulfill({ status: 500, json: { detail: 'down' } }),
  );
  await startCheckout(page);
  await fillNewYork(page);
  await getMethods(page);
  await page.getByRole('radio', { name: /Standard/ }).click();
  await expect(page.getByText('Using fallback tax calculation')).toBeVisible();
  // 8% of $59.99 + $9.99 = $5.60.
  await expect(summary(page)).toContainText('$5.60');
  await expect(continueButton(page)).toBeEnabled();
});

for (const [status, message] of [
  [400, 'Unable to calculate shipping for this address. Please check your address details.'],
  [404, 'Shipping service temporarily unavailable. Please try again later.'],
  [503, 'Shipping calculation service is temporarily down. Please try again in a few minutes.'],
] as const) {
  test(`a shipping call failing with ${status} says so`, async ({ page }, testInfo) => {
    pageHealth.allow(new RegExp(`Failed to load resource.*${status}`));
    await page.route('**/api/printify/orders/shipping-methods', (route) =>
      route.fulfill({ status, json: { detail: 'refused' } }),
    );
    await startCheckout(page);
    await fillNewYork(page);
    await getMethods(page);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(
      page.getByText('Please ensure your shipping address is complete and try again.'),
    ).toBeVisible();
    if (status === 503) await screenshot(page, testInfo, 'checkout-shipping-down');
  });
}

test('a place nothing ships to explains itself without a toast', async ({ page }) => {
  pageHealth.allow(/Failed to load resource.*422/);
  await startCheckout(page);
  await fillNewYork(page);
  // Canvases are not shipped to the territories.
  await form(page).getByLabel('State/Province').selectOption('PR');
  await form(page).getByLabel('Postal code').fill('00901');
  await getMethods(page);
  await expect(page.getByText('No shipping methods available', { exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
