import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { isMobile, screenshot, watchPageErrors } from './support/page-health';
import { E2E_PORTS, serverUrl } from './support/servers';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Store information' });

/** Each footer page: its link, its address, its title and sentences only this store would write. */
const INFO_PAGES = [
  {
    link: 'Contact',
    path: '/contact',
    title: 'Contact Us',
    says: [
      'We answer within two business days, usually sooner.',
      'It starts with MM- and is on your order confirmation page',
    ],
  },
  {
    link: 'Shipping & Returns',
    path: '/shipping-returns',
    title: 'Shipping & Returns',
    says: [
      'Production takes 2 business days for t-shirts and mugs and 3 business days for canvas prints',
      'Standard: 3–5 days to the contiguous US; 6–10 days to Alaska and Hawaii',
      'We will reprint the item and send it again at no cost to you, or refund it in full if you prefer.',
    ],
  },
  {
    link: 'Privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    says: [
      'Neither is ever published: no web address serves your photo.',
      'for 90 days after you made it',
      'A guest cookie (mm_guest) keeps your guest session for 30 days',
    ],
  },
  {
    link: 'Terms',
    path: '/terms',
    title: 'Terms of Service',
    says: [
      'By creating an account or placing an order, you agree to them.',
      'Upload only photos you have the right to use',
    ],
  },
] as const;

async function expectInfoPage(page: Page, info: (typeof INFO_PAGES)[number]) {
  await expect(page).toHaveURL(new RegExp(`${info.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title);
  for (const sentence of info.says) await expect(page.getByText(sentence)).toBeVisible();
}

test('every page ends with a footer linking to Contact, Shipping & Returns, Privacy and Terms', async ({
  page,
}, testInfo) => {
  for (const [path, heading] of [
    ['/', 'Turn any face into a magical masterpiece'],
    ['/products', 'Transform Yourself Into Art'],
    ['/cart', 'Shopping Cart (0)'],
    ['/checkout', 'Checkout'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const nav = footerNav(page);
    await nav.scrollIntoViewIfNeeded();
    await expect(nav.getByRole('link')).toHaveText(INFO_PAGES.map((info) => info.link));
  }
  await screenshot(page, testInfo, 'footer-checkout');
});

test('each footer page opens from the footer, and again on its own address after a reload', async ({
  page,
}, testInfo) => {
  for (const info of INFO_PAGES) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await footerNav(page).getByRole('link', { name: info.link }).click();
    await expectInfoPage(page, info);
    // The page opens at its top, under the bar, like every route.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expectInfoPage(page, info);
    const direct = await page.goto(info.path);
    expect(direct?.status()).toBe(200);
    await expectInfoPage(page, info);
    await screenshot(page, testInfo, `info-${info.path.slice(1)}`);
  }
});

test('Contact gives the store’s own address to write to', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'hello@masterpiece.me' })).toHaveAttribute(
    'href',
    'mailto:hello@masterpiece.me',
  );
});

test('Privacy says where photos are painted, as the store is configured', async ({ page }) => {
  await page.goto('/privacy');
  await expect(
    page.getByText('your photo is not sent to any outside art or AI service', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/sent to OpenAI/)).toHaveCount(0);

  // This store paints with OpenAI (playwright.config.ts: its art engine is unreachable).
  await page.goto(`${serverUrl(E2E_PORTS.failing)}/privacy`);
  await expect(
    page.getByText(/your words are sent to OpenAI, which paints the artwork/),
  ).toBeVisible();
  await expect(page.getByText(/not sent to any outside art or AI service/)).toHaveCount(0);
});

async function openSignUp(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  }
  await page.getByRole('dialog').getByRole('tab', { name: 'Sign Up' }).click();
}

test('the sign-up form’s terms line opens Terms and Privacy beside the form', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await openSignUp(page, testInfo);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('ada@example.com');
  const line = dialog.getByText('By creating an account, you agree to our');
  await expect(line.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await screenshot(page, testInfo, 'sign-up-terms-line');

  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    line.getByRole('link', { name: /^Terms of Service/ }).click(),
  ]);
  await expectInfoPage(terms, INFO_PAGES[3]);
  await terms.close();
  // What the shopper typed is still there.
  await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');

  const [privacy] = await Promise.all([
    page.waitForEvent('popup'),
    line.getByRole('link', { name: /^Privacy Policy/ }).click(),
  ]);
  await expectInfoPage(privacy, INFO_PAGES[2]);
});
