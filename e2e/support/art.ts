import { expect, type Page } from '@playwright/test';
import { seenInPage } from './seen-in-page';

/**
 * Opens home and waits for the styles. The server renders their thumbnails before it answers
 * at all, so they arrive with the page even on a fresh data folder.
 */
export async function openHome(page: Page, base = ''): Promise<void> {
  await page.goto(`${base}/`);
  // The carousel region is there only once the styles are (or their call has failed); the call
  // waits for the first paint, which a busy machine can hold up for a while.
  await expect(page.getByRole('region', { name: 'Art styles' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Loading art styles...')).toBeHidden({ timeout: 10_000 });
}

/** Chooses `style` among the chips (unless already chosen) and the Female gender chip. */
export async function pickStyleAndGender(page: Page, style: string): Promise<void> {
  const chip = page
    .getByRole('list', { name: 'Choose Your Style' })
    .getByRole('button', { name: style });
  // The style on show may already be the chosen one (a second click would clear it), and the
  // page preselects a style just after a photo is chosen: click until it holds.
  await expect(async () => {
    if ((await chip.getAttribute('aria-pressed')) !== 'true') await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const create = page.getByRole('button', { name: 'Create My Art' });
  await expect(create).toBeDisabled();
  await page.getByRole('radio', { name: 'Female' }).click();
  // It also waits for the server's check of the photo, which a busy machine can hold up.
  await expect(create).toBeEnabled({ timeout: 30_000 });
}

/** From a chosen photo, 'Create My Art' to 'Your art is ready!'. */
export async function createArtAndWait(page: Page, style: string): Promise<void> {
  await pickStyleAndGender(page, style);
  await page.getByRole('button', { name: 'Create My Art' }).click();
  await expect(page.getByText('Your art is ready!')).toBeVisible({ timeout: 60_000 });
}

/** 'View Your Art Products' on the ready view, then /products. */
export async function viewArtProducts(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: 'View Your Art Products' })
    .or(page.getByRole('button', { name: 'View Your Art Products' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/products$/);
}

/**
 * After 'Create My Art' on /upload: the shopper is told the art is done and taken to /products.
 * Which notice they get depends on the machine: 'Image processed successfully!' when the upload
 * itself answered with the products, 'Your art products are ready!' when the job outlasted the
 * upload's wait and polling found it. Both are looked for in the page at every change, since the
 * second one lives only 1.5 s.
 */
export async function expectArtDoneThenProducts(page: Page): Promise<void> {
  await seenInPage(
    page,
    () => {
      const text = document.body.textContent ?? '';
      return (
        text.includes('Image processed successfully!') ||
        text.includes('Your art products are ready! Redirecting...')
      );
    },
    undefined,
    60_000,
  );
  await expect(page).toHaveURL(/\/products$/, { timeout: 10_000 });
}
