import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { createArtAndWait, openHome, viewArtProducts } from './support/art';
import { addressForm, addSample, fillAddress } from './support/checkout';
import { isMobile, watchPageErrors } from './support/page-health';
import { choosePhoto } from './support/photos';
import { smallTapTargets } from './support/tap-targets';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const navBar = (page: Page) => page.getByRole('banner');
const productBrowser = (page: Page) => page.getByRole('region', { name: 'Your art products' });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/phones/${name}-${testInfo.project.name}.png` });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found as NonNullable<typeof found>;
}

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('on a phone', () => {
  test.beforeEach(({ page: _ }, testInfo) => {
    test.skip(!isMobile(testInfo), 'a phone has no hover; a pointer opens tooltips by hovering');
  });

  test('the tax breakdown opens with a tap and closes with another', async ({ page }, testInfo) => {
    await addSample(page, 'Canvas Print');
    await page.goto('/checkout');
    await fillAddress(page);
    await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
    await page.getByRole('radio', { name: /Standard/ }).click();
    await expect(page.getByText('Tax calculated successfully').first()).toBeVisible();

    const trigger = page.getByRole('button', { name: 'Tax breakdown' });
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toContainText('New York (4.00%)');
    await expect(page.getByRole('tooltip')).toContainText('$2.80');
    await shot(page, testInfo, 'tax-tooltip-tapped');
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('an unavailable t-shirt size says why when tapped', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await openHome(page);
    await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
    await createArtAndWait(page, 'Royal Portrait');
    await viewArtProducts(page);
    await productBrowser(page).getByRole('tab', { name: 'T-Shirt' }).tap();
    await productBrowser(page).getByRole('radio', { name: 'Heather Grey' }).tap();
    const small = productBrowser(page)
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: /^S\b/ });
    await expect(small).toBeDisabled();
    // A disabled control takes no action, so the tap goes to where it sits.
    const { x, y, width, height } = await box(small);
    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await expect(page.getByRole('tooltip')).toHaveText('S (not available in Heather Grey)');
    await expect(small).not.toBeChecked();
    await shot(page, testInfo, 'size-tooltip-tapped');
  });
});

test('toasts keep clear of the navigation bar', async ({ page }, testInfo) => {
  await page.goto('/products');
  const catalogue = page.getByRole('region', { name: 'Or start with our sample art' });
  for (const name of ['Canvas Print', 'Coffee Mug']) {
    await catalogue
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
  }
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts).toHaveCount(2);
  // Where the toasts come to rest once they have slid in, measured in the page at once (they
  // leave after a few seconds).
  const placed = await page.evaluate(async () => {
    const rect = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const measure = () => ({
      bar: rect(document.querySelector('header') as Element),
      toasts: [...document.querySelectorAll('[data-sonner-toast]')].map(rect),
      viewportHeight: window.innerHeight,
    });
    let last = JSON.stringify(measure());
    for (let still = 0; still < 3; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = JSON.stringify(measure());
      still = now === last ? still + 1 : 0;
      last = now;
    }
    return measure();
  });
  await shot(page, testInfo, 'toasts');
  expect(placed.toasts).toHaveLength(2);
  for (const toast of placed.toasts) {
    expect(overlap(toast, placed.bar), 'a toast covers the navigation bar').toBe(false);
    expect(toast.y).toBeGreaterThanOrEqual(0);
    expect(toast.y + toast.height).toBeLessThanOrEqual(placed.viewportHeight);
  }
});

test('at phone width every control is at least 44 px tall and wide', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'measured at phone width (390 px)');
  test.setTimeout(240_000);
  const small: string[] = [];

  await openHome(page);
  small.push(...(await smallTapTargets(page, 'home')));
  await navBar(page).getByRole('button', { name: 'Menu' }).tap();
  small.push(...(await smallTapTargets(page, 'home, menu open')));

  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Upload a photo first' })).toBeVisible();
  small.push(...(await smallTapTargets(page, '/products, sample art')));

  await addSample(page, 'Canvas Print');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();
  small.push(...(await smallTapTargets(page, '/cart')));
  await shot(page, testInfo, 'cart');

  await openHome(page);
  await choosePhoto(page, 'single_grace_hopper_512x512.jpg');
  await expect(page.getByText('Ready to transform!')).toBeVisible();
  await page
    .getByRole('list', { name: 'Choose Your Style' })
    .getByRole('button', { name: 'Make My Own' })
    .tap();
  small.push(...(await smallTapTargets(page, 'home, photo chosen')));
  await shot(page, testInfo, 'home-photo-chosen');

  await createArtAndWait(page, 'Royal Portrait');
  small.push(...(await smallTapTargets(page, 'home, art ready')));
  await viewArtProducts(page);
  for (const name of ['Canvas', 'T-Shirt', 'Coffee Mug']) {
    await productBrowser(page).getByRole('tab', { name }).tap();
    await expect(productBrowser(page).getByRole('tab', { name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    small.push(...(await smallTapTargets(page, `/products, ${name}`)));
  }
  await shot(page, testInfo, 'products');

  expect(small).toEqual([]);
});
