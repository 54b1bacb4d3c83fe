import { expect, test } from '@playwright/test';
import { addSample, confirmedOrder, fillCard, payButton, reachPayment } from './support/checkout';
import { screenshot, watchPageErrors } from './support/page-health';
import { BACKGROUND_WORK, storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

test('the shopper’s order page follows the order to their door, with its tracking', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await addSample(page, 'Canvas Print');
  await reachPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  // The confirmation e-mail's link, as the shopper would follow it.
  await expect
    .poll(() => storeState.mailLinkTo('grace@example.com', order.id), BACKGROUND_WORK)
    .toBeTruthy();
  await page.goto(storeState.mailLinkTo('grace@example.com', order.id) ?? '');
  await expect(page.getByRole('heading', { name: `Order ${order.display_id}` })).toBeVisible();

  // Printing, shipping and delivery take two seconds each in this store (playwright.config.ts).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Delivered', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  const labels = ['Received', 'Sent to our print partner', 'Being printed', 'Shipped', 'Delivered'];
  for (const [index, label] of labels.entries()) {
    await expect(steps.nth(index)).toContainText(label);
  }
  await expect(steps.nth(3)).toContainText(/USPS · 9400\d{18}/);
  await expect(steps.nth(3).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    /^https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=9400\d{18}$/,
  );
  await screenshot(page, testInfo, 'order-progress-delivered');

  // One e-mail for each, however often the page and the poll asked the partner.
  await expect
    .poll(() => storeState.emailsMentioning(`Delivered: your order ${order.display_id}`).length)
    .toBe(1);
  expect(storeState.emailsMentioning(`Your order has shipped: ${order.display_id}`)).toHaveLength(
    1,
  );
});
