import { basename } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { ownerEmailFor } from './owner-emails';
import { BACKGROUND_WORK, storeState } from './store-state';

const PASSWORD = 'secret-6';

/** This spec's shop owner in this browser project (owner-emails.ts). */
export const ownerEmail = (testInfo: TestInfo) =>
  ownerEmailFor(testInfo.project.name, basename(testInfo.file));

/** The store's own origin, which better-auth wants on every cookie-setting call. */
const originOf = (page: Page, testInfo: TestInfo) =>
  new URL(page.url() === 'about:blank' ? (testInfo.project.use.baseURL ?? '') : page.url()).origin;

/**
 * Signs this browser in as `email`: the account is opened (and its e-mail verified through the
 * link in its e-mail) the first time, signed in to after that. Setup, not the journey under test.
 */
export async function signInWithVerifiedEmail(
  page: Page,
  testInfo: TestInfo,
  email: string,
): Promise<void> {
  const headers = { origin: originOf(page, testInfo) };
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Shop Owner' },
    headers,
  });
  if (!signedUp.ok()) {
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers,
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    return;
  }
  await expect
    .poll(() => storeState.mailLinkTo(email, '/verify-email'), BACKGROUND_WORK)
    .toBeTruthy();
  await page.goto(storeState.mailLinkTo(email, '/verify-email') ?? '');
  await expect(page.getByText('Your email is verified.')).toBeVisible();
}
