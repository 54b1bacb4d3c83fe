import { expect, type Page, test } from '@playwright/test';
import { screenshot, watchPageErrors } from './support/page-health';

/** One call on the rendered reference, by the start of its summary ("POST /path …"). */
function call(page: Page, summary: RegExp) {
  const opener = page.getByRole('button', { name: summary });
  return { opener, block: page.locator('.opblock').filter({ has: opener }) };
}

test('the API reference reads as a page, with every call and its refusals', async ({
  page,
}, testInfo) => {
  const pageHealth = watchPageErrors(page);
  await page.goto('/api/docs');

  // Swagger UI draws the page in the browser from a 1.7 MB bundle and the 195 kB description:
  // about 2 s after the load on a quiet machine, more than 5 s on one busy with other browsers.
  const title = page.getByRole('heading', { name: /^Masterpiece Me API/, level: 1 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await screenshot(page, testInfo, 'api-reference-top');

  // A call opens on a click, with its body's shape and the codes it refuses with.
  const shipping = call(page, /^POST \/api\/printify\/orders\/shipping-methods /);
  await shipping.opener.click();
  await expect(shipping.block.getByText('"address_to"').first()).toBeVisible();
  const noMethods = shipping.block.locator('.response').filter({ hasText: /^422/ });
  await expect(noMethods.getByText('no_shipping_methods', { exact: true })).toBeVisible();
  // Its example body names that code, as `code` and as `error`.
  await expect(noMethods.getByText('"no_shipping_methods"')).toHaveCount(2);
  await noMethods.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'api-reference-shipping');

  // The photo upload sits in its area, and says it may be refused while the wizards rest.
  const generation = page
    .locator('.opblock-tag-section')
    .filter({ has: page.getByRole('heading', { name: /^Generation/, level: 3 }) });
  const upload = call(page, /^POST \/ Upload a photo/);
  await expect(generation.getByRole('button', { name: /^POST \/ Upload a photo/ })).toBeVisible();
  await upload.opener.click();
  await expect(upload.block.getByText('wizards_recharging').first()).toBeVisible();

  // The page links its own OpenAPI document.
  const documentLink = page.locator('hgroup').getByRole('link', { name: '/api/openapi.json' });
  const href = await documentLink.getAttribute('href');
  const json = await page.request.get(href ?? '');
  expect(json.ok()).toBe(true);
  expect((await json.json()).openapi).toMatch(/^3\.1\./);

  // It reads on a phone without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await screenshot(page, testInfo, 'api-reference-phone');
  expect(pageHealth.problems()).toEqual([]);
});
