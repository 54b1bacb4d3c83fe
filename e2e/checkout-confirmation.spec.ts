import { expect, type Locator, type Page, test } from '@playwright/test';
import { createArtAndWait, openHome, viewArtProducts } from './support/art';
import {
  confirmedOrder,
  fillCard,
  GRACE,
  payButton,
  productBrowser,
  reachPayment,
} from './support/checkout';
import { screenshot, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

/** The amount beside a summary's label ('Total', 'Subtotal', …) inside `scope`. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const orderSummary = (page: Page) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Order Summary' }) })
    .last();

test('the confirmation shows what was bought, the total the summary showed and where the e-mail went', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await createArtAndWait(page, 'Royal Portrait');
  await viewArtProducts(page);
  const add = productBrowser(page).getByRole('button', { name: 'Add to Cart' });
  await productBrowser(page).getByRole('tab', { name: 'T-Shirt' }).click();
  await productBrowser(page).getByRole('radio', { name: 'Black' }).click();
  await productBrowser(page).getByRole('radio', { name: /^M\b/ }).click();
  await add.click();
  await add.click();
  await productBrowser(page).getByRole('tab', { name: 'Canvas' }).click();
  await productBrowser(page)
    .getByRole('radio', { name: /8″ x 10″/ })
    .click();
  await add.click();
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('3');

  await reachPayment(page);
  const summaryTotal = (await figure(orderSummary(page), 'Total').textContent())?.trim() ?? '';
  expect(summaryTotal).toMatch(/^\$\d+\.\d\d$/);
  await expect(page.getByTestId('amount-due')).toContainText(summaryTotal);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);

  const bought = page.getByRole('region', { name: 'What you bought' });
  const lines = bought.getByRole('list', { name: 'Order items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const tee = lines.filter({ hasText: 'T-Shirt' });
  await expect(tee).toContainText('Color: Black');
  await expect(tee).toContainText('Size: M');
  await expect(tee).toContainText('Qty: 2');
  await expect(tee).toContainText('$59.98');
  const canvas = lines.filter({ hasText: 'Canvas' });
  await expect(canvas).toContainText('8″ x 10″');
  await expect(canvas).toContainText('Qty: 1');
  // Each line shows the artwork on its product, loaded from the store's media.
  for (const line of await lines.all()) {
    const picture = line.locator('img');
    await expect(picture).toHaveAttribute('src', /\/media\/mockups\//);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(figure(bought, 'Total')).toHaveText(summaryTotal);
  expect(Math.round(Number(summaryTotal.slice(1)) * 100)).toBe(order.total_amount);
  await expect(page.getByText(`Confirmation e-mail to ${GRACE.email}`)).toBeVisible();
  await figure(bought, 'Total').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'checkout-confirmation-receipt');
});
