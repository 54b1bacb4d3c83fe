import { expect, type Page, test } from '@playwright/test';
import { isMobile, screenshot, watchPageErrors } from './support/page-health';

const HERO = 'Turn any face into a magical masterpiece';

const navBar = (page: Page) => page.getByRole('banner');
const howItWorks = (page: Page) => page.locator('#how-it-works');
const menuToggle = (page: Page) => navBar(page).getByRole('button', { name: 'Menu' });
const mobileMenu = (page: Page) => page.locator('#mobile-menu');

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

async function expectCartPage(page: Page) {
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Shopping Cart (0)' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
}

let pageHealth: ReturnType<typeof watchPageErrors>;

test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});

test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

test('desktop: Home, How It Works and the cart icon', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'the desktop links are in the mobile menu at phone width');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  await expect(menuToggle(page)).toBeHidden();
  await expect(navBar(page)).toHaveAttribute('data-scrolled', 'false');
  await screenshot(page, testInfo, 'home');

  await navBar(page).getByRole('button', { name: 'How It Works' }).click();
  await expect(howItWorks(page)).toBeInViewport();
  await expect(navBar(page)).toHaveAttribute('data-scrolled', 'true');
  const blur = await navBar(page).evaluate((bar) => getComputedStyle(bar).backdropFilter);
  expect(blur).toContain('blur');
  await screenshot(page, testInfo, 'how-it-works');

  await navBar(page).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('heading', { name: HERO })).toBeInViewport();

  await navBar(page).getByRole('link', { name: 'Cart' }).click();
  await expectCartPage(page);
  await screenshot(page, testInfo, 'cart');

  // From another page, How It Works goes home first, then to the section.
  await navBar(page).getByRole('button', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(howItWorks(page)).toBeInViewport();

  await page.goto('/products');
  await navBar(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HERO })).toBeInViewport();
});

test('mobile: the menu holds the links and closes after each one', async ({ page }, testInfo) => {
  test.skip(!isMobile(testInfo), 'the menu toggle only shows at phone width');
  await page.goto('/');
  await expect(navBar(page).getByRole('link', { name: 'Home' })).toBeHidden();
  await screenshot(page, testInfo, 'home');

  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(mobileMenu(page)).toBeVisible();
  await screenshot(page, testInfo, 'menu-open');

  await mobileMenu(page).getByRole('button', { name: 'How It Works' }).click();
  await expect(mobileMenu(page)).toBeHidden();
  await expect(howItWorks(page)).toBeInViewport();
  await expect(navBar(page)).toHaveAttribute('data-scrolled', 'true');
  await screenshot(page, testInfo, 'how-it-works');

  await menuToggle(page).click();
  await mobileMenu(page).getByRole('link', { name: 'Cart' }).click();
  await expectCartPage(page);
  await expect(mobileMenu(page)).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, testInfo, 'cart');

  await menuToggle(page).click();
  await mobileMenu(page).getByRole('link', { name: 'Transform Photo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  await expect(mobileMenu(page)).toBeHidden();

  await page.goto('/products');
  await menuToggle(page).click();
  await mobileMenu(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mobileMenu(page)).toBeHidden();

  await menuToggle(page).click();
  await page.keyboard.press('Escape');
  await expect(mobileMenu(page)).toBeHidden();
});

test('the cart icon in the bar opens the cart', async ({ page }, testInfo) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Transform Yourself Into Art' })).toBeVisible();
  await expect(navBar(page).getByTestId('cart-badge')).toBeHidden();
  await navBar(page).getByRole('link', { name: 'Cart' }).click();
  await expectCartPage(page);

  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await screenshot(page, testInfo, 'products');
});

test('the logo leads home and, on home, back to the top', async ({ page }) => {
  await page.goto('/cart');
  await navBar(page).getByRole('link', { name: 'Masterpiece Me' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The home page resets the scroll as it arrives; a person scrolls again until the page moves.
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    expect(await scrollY(page)).toBeGreaterThan(20);
  }).toPass({ timeout: 10_000 });
  await navBar(page).getByRole('link', { name: 'Masterpiece Me' }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(navBar(page)).toHaveAttribute('data-scrolled', 'false');
});

test('an unknown address shows the not-found page', async ({ page }, testInfo) => {
  // The server answers an unknown page with HTTP 404, which Chromium reports on the console.
  pageHealth.allow(/Failed to load resource: .* 404/);
  pageHealth.allow(/^404 Error: User attempted to access non-existent route:/);
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('404 Error'));
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await logged).text()).toMatch(/route: \/some\/unknown\/path$/);
  await screenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
});

test('every route loads directly and survives a refresh', async ({ page }, testInfo) => {
  const titles: Record<string, string> = {
    '/products': 'Transform Yourself Into Art',
    '/upload': 'Upload Your Photo',
    '/cart': 'Shopping Cart (0)',
    '/checkout': 'Checkout',
  };
  for (const [path, title] of Object.entries(titles)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Checkout progress' })).toContainText(
    /1\s*Shipping.*2\s*Payment.*3\s*Confirmation/s,
  );
  await screenshot(page, testInfo, 'checkout');

  await page.goto('/products');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Transform Yourself Into Art' })).toBeVisible();
  await expect(page.getByText('Upload a photo first')).toBeVisible();

  await page.goto('/upload');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose File' })).toBeVisible();
  await screenshot(page, testInfo, 'upload');
});

test('the main pages load without a console warning', async ({ browser, baseURL }) => {
  // As most shoppers load them: with reduced motion, motion warns once in the console.
  const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
  });
  try {
    for (const [path, title] of [
      ['/', HERO],
      ['/products', 'Transform Yourself Into Art'],
      ['/cart', 'Shopping Cart (0)'],
      ['/checkout', 'Checkout'],
    ]) {
      await page.goto(path ?? '/');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    }
  } finally {
    await context.close();
  }
  expect(warnings).toEqual([]);
});

test('each style slide’s button names its style', async ({ page }, testInfo) => {
  await page.goto('/');
  const slides = page.getByRole('region', { name: 'Art styles' });
  const shown = slides.getByRole('group').filter({ has: page.getByRole('button') });
  await expect(shown.first()).toBeVisible({ timeout: 30_000 });
  const [label, button] = await Promise.all([
    shown.first().getAttribute('aria-label'),
    shown.first().getByRole('button').first().textContent(),
  ]);
  // "3 of 10: Heroic Fantasy Warrior" offers "Try Heroic Fantasy Warrior".
  const title = label?.replace(/^\d+ of \d+: /, '').replace(/, .*$/, '');
  expect(button?.trim()).toBe(`Try ${title}`);
  await slides.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'home-style-slide');
});

test('the built script arrives compressed and its source map is not served', async ({
  request,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'the same files for every screen');
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const brotli = await request.get(script ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzipped = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await brotli.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

test('a slow phone shows the store’s name before the app has arrived, and once after', async ({
  page,
}, testInfo) => {
  // The app's script is held back, as a slow network holds it: what is on screen meanwhile is
  // what the page's HTML draws by itself.
  let release = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  const name = page.getByText('Masterpiece Me', { exact: true });
  await expect(name).toBeVisible();
  await expect(navBar(page)).toHaveCount(0);
  const framed = await name.boundingBox();
  await screenshot(page, testInfo, 'before-the-app');

  release();
  await expect(navBar(page).getByRole('link', { name: 'Masterpiece Me' })).toBeVisible();
  await expect(name).toHaveCount(1);
  // The app's own bar writes the name where the frame had it: nothing on screen moves.
  const drawn = await name.boundingBox();
  expect(Math.abs((drawn?.x ?? -1) - (framed?.x ?? 0))).toBeLessThan(1);
  expect(Math.abs((drawn?.y ?? -1) - (framed?.y ?? 0))).toBeLessThan(1);
  expect(drawn?.height).toBeCloseTo(framed?.height ?? 0, 0);
});
