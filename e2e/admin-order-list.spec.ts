import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addSample,
  cents,
  confirmedOrder,
  fillCard,
  payButton,
  reachPayment,
} from './support/checkout';
import { ownerEmail, signInWithVerifiedEmail } from './support/owners';
import { isMobile, screenshot, scrollSettled, watchPageErrors } from './support/page-health';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

/** Cells of an RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  // One field a match: quoted or bare, then what ends it (a comma, a line break, the end).
  const field = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r?\n|$)/g;
  for (const match of text.matchAll(field)) {
    rows.at(-1)?.push(match[1] === undefined ? (match[2] ?? '') : match[1].replaceAll('""', '"'));
    if (match[3] === '') break;
    if (match[3] !== ',') rows.push([]);
  }
  return rows.filter((row) => row.length > 1 || row[0] !== '');
}

/** The page scrolls up and down only: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Scrolls `section` to the top of the screen, clear of the store's sticky header. */
async function scrollBelowHeader(page: Page, section: Locator) {
  await section.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 80, behavior: 'instant' });
  });
  await scrollSettled(page);
}

/** The figure named `label` (Revenue, Orders, ...) in cents or as a count. */
const figure = (figures: Locator, label: string) => figures.locator(`dt:text-is("${label}") + dd`);

test('an owner reads the day’s figures, filters the orders by day and status, comes Back to the same list and exports it', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await addSample(page, 'Canvas Print');
  await reachPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  await signInWithVerifiedEmail(page, testInfo, ownerEmail(testInfo));
  await page.goto('/admin');
  // The owner's own calendar day, as the browser's date inputs read it.
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

  // Today's figures hold the order just bought (other shoppers buy too: at least its total).
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures.getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(figure(figures, 'Revenue')).toHaveText(/^\$/);
  const revenue = cents((await figure(figures, 'Revenue').textContent()) ?? '');
  const refunds = cents((await figure(figures, 'Refunds').textContent()) ?? '');
  expect(revenue).toBeGreaterThanOrEqual(order.total_amount);
  expect(cents((await figure(figures, 'Net').textContent()) ?? '')).toBe(revenue - refunds);
  expect(Number(await figure(figures, 'Orders').textContent())).toBeGreaterThanOrEqual(1);
  const byProduct = figures.getByRole('table', { name: 'By product' });
  await expect(byProduct.getByRole('row', { name: /Canvas Print/ })).toBeVisible();
  await expect(figures.getByRole('table', { name: 'By style' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, 'admin-figures');

  // Another span, then days of the owner's choosing.
  await figures.getByRole('button', { name: '7 days' }).click();
  await expect(figures.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await figures.getByRole('button', { name: 'Custom' }).click();
  await expect(figures.getByLabel('From', { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await figures.getByLabel('From', { exact: true }).fill(today);
  await figures.getByLabel('To', { exact: true }).fill(today);
  await expect
    .poll(async () => cents((await figure(figures, 'Revenue').textContent()) ?? ''))
    .toBeGreaterThanOrEqual(order.total_amount);
  await expectNoSidewaysScroll(page);
  await scrollBelowHeader(page, figures);
  await screenshot(page, testInfo, 'admin-figures-custom');

  // The orders placed today, delivered: the local partner delivers in seconds, and the list
  // shows it once it is, refreshing itself with nobody reloading the page.
  const orders = page.getByRole('region', { name: 'Orders' });
  await orders.getByLabel('From', { exact: true }).fill(today);
  await orders.getByLabel('To', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await orders.getByRole('button', { name: /^Delivered \d+$/ }).click();
  await expect(orders.getByRole('button', { name: /^Delivered \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await orders.getByRole('button', { name: /^Paid \d+$/ }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page).toHaveURL(/payment=paid/);
  // The row may first show in the list from before the chips were pressed, still on its way:
  // what counts is the filtered list showing it delivered, which can take as long as a busy
  // machine takes to paint the canvas's print file and hand the order to the partner.
  const row = orders.getByRole('listitem').filter({ hasText: order.display_id });
  await expect(row.getByTestId('admin-order-fulfilment')).toHaveText('Delivered', {
    timeout: 75_000,
  });
  await expect(row.getByTestId('admin-order-payment')).toHaveText('Paid');
  const rows = orders.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  for (const each of await rows.all()) {
    await expect(each.getByTestId('admin-order-fulfilment')).toHaveText('Delivered');
  }
  const listUrl = page.url();
  if (isMobile(testInfo)) {
    // On a phone the export is still a fingertip's reach inside the screen.
    const box = await orders.getByRole('link', { name: 'Export CSV' }).boundingBox();
    expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page);
  await scrollBelowHeader(page, orders);
  await screenshot(page, testInfo, 'admin-order-list-filtered');

  // Into the order and Back: the same days, chips and list.
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Order ${order.display_id}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(orders.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(orders.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(orders.getByRole('button', { name: /^Delivered \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(orders.getByRole('button', { name: /^Paid \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(row).toBeVisible();

  // The CSV holds what the list holds: one row per line, a header first.
  const downloading = page.waitForEvent('download');
  await orders.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
  const [header, ...lines] = csv;
  expect(header?.slice(0, 6)).toEqual([
    'Order',
    'Placed at',
    'Email',
    'Fulfilment',
    'Payment',
    'Product',
  ]);
  expect(header).toContain('Order total');
  const column = (name: string) => header?.indexOf(name) ?? -1;
  const ours = lines.filter((line) => line[column('Order')] === order.display_id);
  expect(ours).toHaveLength(1);
  expect(ours[0]?.[column('Product')]).toBe('Canvas Print');
  expect(ours[0]?.[column('Order total')]).toBe((order.total_amount / 100).toFixed(2));
  for (const line of lines) expect(line[column('Fulfilment')]).toBe('Delivered');

  // Clearing the days keeps the chips and shows every day's orders again.
  await orders.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(orders.getByLabel('From', { exact: true })).toHaveValue('');
  await expect(orders.getByRole('button', { name: /^Delivered \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
