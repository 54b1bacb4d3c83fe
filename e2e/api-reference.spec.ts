import { expect, test } from '@playwright/test';
import { screenshot, watchPageErrors } from './support/page-health';

test('the API reference reads as a page, with every call and its refusals', async ({
  page,
}, testInfo) => {
  const pageHealth = watchPageErrors(page);
  await page.goto('/api/docs');

  await expect(page.getByRole('heading', { name: 'Masterpiece Me API', level: 1 })).toBeVisible();
  await screenshot(page, testInfo, 'api-reference-top');
  // It reads on a phone without scrolling sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const call = (name: string) =>
    page
      .locator('section.op')
      .filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });
  const shipping = call('POST /api/printify/orders/shipping-methods');
  await expect(shipping).toHaveCount(1);
  await expect(shipping.getByText('no_shipping_methods')).toBeVisible();

  // The body's schema opens on a click, as a reader would open it.
  await shipping.getByText('Body schema').click();
  await expect(shipping.getByText('"address_to"')).toBeVisible();

  // The section links lead to their area, and the page links its own OpenAPI document.
  await page.getByRole('link', { name: 'Generation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Generation', level: 2 })).toBeInViewport();
  const upload = call('POST /');
  await expect(upload.getByText('wizards_recharging')).toBeVisible();
  await screenshot(page, testInfo, 'api-reference-generation');

  const href = await page.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href');
  const json = await page.request.get(href ?? '');
  expect(json.ok()).toBe(true);
  expect((await json.json()).openapi).toMatch(/^3\.1\./);
  expect(pageHealth.problems()).toEqual([]);
});
