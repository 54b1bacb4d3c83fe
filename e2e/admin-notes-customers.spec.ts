import { expect, test } from '@playwright/test';
import { boughtCanvas } from './support/checkout';
import { ownerEmail, signInWithVerifiedEmail } from './support/owners';
import { screenshot, watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('an owner keeps a note on an order and opens its customer from it @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shopper = `Ada-${testInfo.project.name}-${Date.now()}@Example.com`;
  const order = await boughtCanvas(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: shopper,
  });

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto(`/admin/orders/${encodeURIComponent(order.id)}`);
  await expect(page.getByRole('heading', { name: `Order ${order.display_id}` })).toBeVisible();

  const timeline = page.getByRole('list', { name: 'Timeline' });
  const note = page.getByRole('textbox', { name: 'Note' });
  const add = page.getByRole('button', { name: 'Add Note' });
  await expect(add).toBeDisabled();
  await note.fill('Called Ada: the canvas is a gift.\nWrap it, no invoice in the box.');
  await add.click();
  const kept = timeline.getByRole('listitem').filter({ hasText: 'Note: Called Ada' });
  await expect(kept).toContainText('Wrap it, no invoice in the box.');
  await expect(kept).toContainText(`by ${ownerEmail(testInfo)}`);
  await expect(note).toHaveValue('');
  await kept.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-note');

  // The note outlives a reload: it is the order's, not the page's.
  await page.reload();
  await expect(
    timeline.getByRole('listitem').filter({ hasText: 'Note: Called Ada' }),
  ).toBeVisible();

  await page.getByRole('link', { name: shopper, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers\//);
  await expect(page.getByRole('heading', { name: shopper.toLowerCase() })).toBeVisible();
  await expect(page.getByTestId('customer-total-spent')).toHaveText(dollars(order.total_amount));
  await expect(page.getByLabel('Customer totals')).toContainText('Orders1');
  const rows = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order.display_id);
  await screenshot(page, testInfo, 'admin-customer');

  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${order.display_id}` })).toBeVisible();
});
