import { expect, test } from '@playwright/test';
import { addSample } from './support/checkout';
import { watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

test('clearing the cart asks first, then empties it and says "Cart cleared"', async ({
  page,
}, testInfo) => {
  await addSample(page, 'Canvas Print');
  await addSample(page, 'Coffee Mug');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();

  // One stray tap changes nothing: the shopper is asked, and may keep the items.
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep Items' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(confirm).toBeVisible();
  await page.screenshot({
    path: `test-results/phones/cart-clear-asks-${testInfo.project.name}.png`,
  });
  await confirm.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Cart cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toBeHidden();
  await page.screenshot({ path: `test-results/phones/cart-cleared-${testInfo.project.name}.png` });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeVisible();
});
