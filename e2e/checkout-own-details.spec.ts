import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  addressForm,
  addSample,
  confirmedOrder,
  continueToPayment,
  fillAddress,
  fillCard,
  GRACE,
  payButton,
} from './support/checkout';
import { isMobile, watchPageErrors } from './support/page-health';
import { BACKGROUND_WORK, storeState } from './support/store-state';

let pageHealth: ReturnType<typeof watchPageErrors>;
test.beforeEach(({ page }) => {
  pageHealth = watchPageErrors(page);
});
test.afterEach(() => {
  expect(pageHealth.problems()).toEqual([]);
});

const PASSWORD = 'secret-6';

/** Signs in from the bar on a desktop, from the menu on a phone (see accounts.spec.ts). */
async function signIn(page: Page, testInfo: TestInfo, email: string) {
  if (isMobile(testInfo)) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // Signing in checks the password (scrypt): seconds on a loaded two-core machine.
  await expect(page.getByText('Signed in successfully!')).toBeVisible({ timeout: 20_000 });
}

test('signing in at checkout shows the account’s e-mail and none of the guest’s details', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // Someone else's account, made on another device.
  const email = `lin-${Date.now()}-${testInfo.project.name}@example.com`;
  const elsewhere = await playwright.request.newContext({ baseURL });
  const made = await elsewhere.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Lin Chen' },
    headers: { origin: baseURL ?? '' },
  });
  expect(made.ok()).toBe(true);
  await elsewhere.dispose();

  await addSample(page, 'Coffee Mug');
  await page.goto('/checkout');
  await fillAddress(page);
  await addressForm(page).getByRole('button', { name: 'Get Shipping Methods' }).click();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeVisible();

  await signIn(page, testInfo, email);
  const form = addressForm(page);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  for (const field of ['First name', 'Last name', 'Street address', 'City', 'Postal code']) {
    await expect(form.getByLabel(field)).toHaveValue('');
  }

  // Opened again later, checkout still knows only the account's own details.
  await page.goto('/checkout');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(page.getByText(GRACE.street)).toHaveCount(0);

  await fillAddress(page, { firstName: 'Lin', lastName: 'Chen', email });
  await continueToPayment(page);
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  const order = await confirmedOrder(page);
  await expect
    .poll(() => storeState.confirmationsOf(order.display_id).length, BACKGROUND_WORK)
    .toBe(1);
  const [mail] = storeState.confirmationsOf(order.display_id);
  expect(mail).toContain(`To: ${email}`);
  expect(mail).not.toContain(GRACE.email);
});
