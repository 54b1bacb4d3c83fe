import { expect, test } from '@playwright/test';
import { boughtCanvas } from './support/checkout';
import { refusedCopyOf, waitingCopyOf } from './support/order-copies';
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

test('an owner finds a fresh order by its number and refunds it, in part and then in full', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const order = await boughtCanvas(page);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  // The account menu offers the back office to its owner.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Shop Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^All \d+$/ })).toBeVisible();
  await page.getByLabel('Order number or e-mail').fill(order.display_id);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(order.display_id);
  await expect(rows.first()).toContainText(dollars(order.total_amount));
  await screenshot(page, testInfo, 'admin-orders-found');

  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${order.display_id}` })).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mock-up of Canvas Print' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Paid');

  // Too much is refused, in the server's words (the browser logs the 422 it answered).
  pageHealth.allow(/status of 422/);
  const amount = page.getByLabel(/Refund amount/);
  await amount.fill('9999');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `Only ${dollars(order.total_amount)} of this order is left to refund.`,
  );

  // Typed as owners type it; confirmed with a double click, which refunds once. The refund's
  // own question is read in its form: the click after the first may land on the button that
  // moves up as the question goes (Resend confirmation), and open that one's question too.
  const refundQuestion = page.getByRole('form', { name: 'Refund' }).getByRole('alertdialog');
  await amount.fill('$10');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refundQuestion).toContainText('Refund $10.00 to the shopper’s card?');
  await page.getByRole('button', { name: 'Yes, refund' }).dblclick();
  await expect(page.getByRole('status')).toContainText('Refund: done.');
  await expect(timeline).toContainText(`Refunded $10.00`);
  await expect(page.getByTestId('admin-order-status')).not.toHaveText('Refunded');

  const rest = order.total_amount - 1000;
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refundQuestion).toContainText(`Refund ${dollars(rest)}`);
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Refunded');
  await expect(timeline).toContainText(`Refunded ${dollars(rest)}`);
  await expect(timeline).toContainText('the order is now refunded in full');
  await expect(timeline).toContainText(`by ${ownerEmail(testInfo)}`);
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  // Payment and delivery apart: refunded in full, the goods where they were.
  await expect(page.locator('dt:text-is("Net") + dd')).toHaveText('$0.00');
  await expect(page.locator('dt:text-is("Status") + dd')).toHaveText('Refunded');
  await expect(page.locator('dt:text-is("Goods") + dd')).not.toHaveText('Refunded');
  await screenshot(page, testInfo, 'admin-order-refunded');

  // The shopper hears of each refund once.
  await expect
    .poll(() => storeState.emailsMentioning(`the rest of your order ${order.display_id}`).length)
    .toBe(1);
  expect(
    storeState.emailsMentioning(
      `We have refunded $10.00 of the ${dollars(order.total_amount)} you paid for order ${order.display_id}.`,
    ),
  ).toHaveLength(1);
});

test('an owner fixes the address of an order the partner refused and resubmits it, and the partner then has it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const refused = refusedCopyOf((await boughtCanvas(page)).id);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto('/admin');
  await page.getByRole('button', { name: /^Needs attention [1-9]\d*$/ }).click();
  const rows = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await rows.filter({ hasText: refused.displayId }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${refused.displayId}` })).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Needs attention');
  await expect(page.getByText('Partner order: not placed')).toBeVisible();

  await page.getByRole('button', { name: 'Fix the order' }).click();
  const fix = page.getByRole('form', { name: 'Fix the order' });
  await fix.getByRole('textbox', { name: 'Apartment, suite (optional)' }).fill('Apt 4B');
  await screenshot(page, testInfo, 'admin-order-fix-address');
  await fix.getByRole('button', { name: 'Save the changes and resubmit' }).click();
  await expect(page.getByRole('status')).toContainText('Resubmit: done.');
  await expect(page.getByTestId('admin-order-status')).not.toHaveText('Needs attention');
  await expect(page.getByText(/Partner order: \S+/)).not.toHaveText('Partner order: not placed');
  await expect(page.getByText('Apt 4B')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Sent to the print partner again, with the address fixed');
  await expect(timeline).toContainText('Sent to the print partner');
  await screenshot(page, testInfo, 'admin-order-resubmitted');
  expect(storeState.printOrderFor(refused.id)).toBeDefined();

  // The partner makes and ships it: the owner reads the parcel's carrier and tracking.
  const track = page.getByRole('link', { name: 'Track the parcel' });
  await expect(async () => {
    await page.reload();
    await expect(track).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(track).toHaveAttribute('href', /^https:\/\//);
  await expect(page.locator('dt:text-is("Tracking") + dd')).not.toBeEmpty();
  await expect(page.getByText('Not shipped yet.')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Delivery' }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'admin-order-tracking');
});

test('an owner refunds in full an order the partner never took: it is cancelled, never made', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const bought = await boughtCanvas(page);
  const waiting = waitingCopyOf(bought.id);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto(`/admin/orders/${waiting.id}`);
  await expect(page.getByRole('heading', { name: `Order ${waiting.displayId}` })).toBeVisible();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const total = dollars(bought.total_amount);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `Refund ${total} to the shopper’s card? This is all that is left, so the order is also cancelled at the print partner.`,
  );
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('status')).toContainText('Refund: done.');
  await expect(page.getByTestId('admin-order-status')).toHaveText('Refunded');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Cancelled: stopped for a full refund');
  await expect(timeline).toContainText(`Refunded ${total}; the order is now refunded in full`);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText('Partner order: not placed')).toBeVisible();
  await screenshot(page, testInfo, 'admin-order-refunded-before-printing');

  // The waiting submission ran at once and skipped it: the partner never had it.
  await expect.poll(() => storeState.submissionOf(waiting.id), BACKGROUND_WORK).toBe('done');
  expect(storeState.printOrderFor(waiting.id)).toBeUndefined();
  await expect
    .poll(
      () =>
        storeState.emailsMentioning(
          `We have refunded your order ${waiting.displayId} in full: ${total}. Your order is cancelled: it will not be printed or sent.`,
        ).length,
    )
    .toBe(1);
});
