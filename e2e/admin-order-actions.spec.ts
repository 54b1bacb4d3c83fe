import { expect, test } from '@playwright/test';
import { boughtCanvas } from './support/checkout';
import { waitingCopyOf } from './support/order-copies';
import { ownerEmail, signInWithVerifiedEmail } from './support/owners';
import { screenshot, watchPageErrors } from './support/page-health';
import { BACKGROUND_WORK, storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('an owner cancels an order the partner has not started, with its refund, and the shopper hears once @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const bought = await boughtCanvas(page);
  const waiting = waitingCopyOf(bought.id);
  const total = dollars(bought.total_amount);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto(`/admin/orders/${waiting.id}`);
  await expect(page.getByRole('heading', { name: `Order ${waiting.displayId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const asked = page.getByRole('alertdialog', { name: 'Cancel the order' });
  await expect(asked.getByLabel(`Refund ${total} to the shopper’s card`)).toBeChecked();
  await expect(asked.getByLabel('E-mail the shopper (one e-mail)')).toBeChecked();
  await asked.getByLabel('Reason (kept on the timeline)').fill('Shopper changed their mind');
  await asked.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-cancel-asked');
  await asked.getByRole('button', { name: 'Yes, cancel' }).dblclick();

  await expect(page.getByRole('status')).toContainText(`Cancelled and refunded ${total}.`);
  await expect(page.getByTestId('admin-order-status')).toHaveText('Refunded');
  await expect(page.locator('dt:text-is("Goods") + dd')).toHaveText('Cancelled');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Cancelled: Shopper changed their mind');
  await expect(timeline).toContainText(`Refunded ${total}; the order is now refunded in full`);
  // Each thing that happened once, with the owner's clock and its zone.
  await expect(timeline.getByText(/^Cancelled/)).toHaveCount(1);
  await expect(timeline.locator('time').first()).toHaveText(/\d{1,2}:\d{2}.*\s\S+$/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-cancelled-refunded');

  await expect
    .poll(
      () =>
        storeState.emailsMentioning(`We have refunded your order ${waiting.displayId} in full`)
          .length,
      BACKGROUND_WORK,
    )
    .toBe(1);
  expect(storeState.printOrderFor(waiting.id)).toBeUndefined();
});

test('an owner reads the artwork and tracking of a delivered order and reprints a damaged line @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const bought = await boughtCanvas(page);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto(`/admin/orders/${bought.id}`);
  await expect(page.getByRole('heading', { name: `Order ${bought.display_id}` })).toBeVisible();
  // The local partner makes, ships and delivers within seconds; the page follows by itself.
  await expect(page.locator('dt:text-is("Goods") + dd')).toHaveText('Delivered', {
    timeout: 60_000,
  });
  await expect(page.locator('dt:text-is("Tracking") + dd')).not.toBeEmpty();
  const artwork = page.getByRole('img', { name: 'Artwork of Canvas Print' });
  await expect(artwork).toBeVisible();
  // The full-size artwork can still be arriving when the tag shows.
  await expect(artwork).toHaveJSProperty('complete', true);
  expect(await artwork.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reprint' }).click();
  const form = page.getByRole('form', { name: 'Reprint Canvas Print' });
  await form.getByLabel('Reason').fill('Arrived with a torn corner');
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-reprint-asked');
  await form.getByRole('button', { name: 'Send replacement' }).click();
  await expect(page.getByRole('status')).toContainText('Replacement sent to the print partner');
  const replacements = page.getByRole('list', { name: 'Replacements' });
  await expect(replacements).toContainText('placed with the print partner');
  await expect(replacements).toContainText('Arrived with a torn corner');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(
    'Replacement of 1 × Canvas Print asked: Arrived with a torn corner',
  );
  await expect(page.getByTestId('admin-order-status')).toHaveText('Delivered');
  await replacements.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-reprinted');
  await expect
    .poll(
      () =>
        storeState.emailsMentioning(`for your order ${bought.display_id} and will send it`).length,
      BACKGROUND_WORK,
    )
    .toBe(1);
});
