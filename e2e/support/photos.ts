import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import type { Page } from '@playwright/test';

/** A shared test photo (@masterpiece-me/test-photos says where they are). */
export const photoPath = (name: string) => join(FIXTURE_PHOTOS, name);

/** The upload zone: the region named by its 'Upload Your Photo' heading. */
export const uploadZone = (page: Page) =>
  page
    .getByRole('region', { name: 'Create your art' })
    .getByRole('region', { name: 'Upload Your Photo' });

/** Chooses a photo with the upload zone's file input, as 'Choose File' does. */
export async function choosePhoto(page: Page, name: string): Promise<void> {
  await page.getByTestId('photo-file-input').setInputFiles(photoPath(name));
}

/** Drops a photo (or any file) onto the upload zone, as a person dragging it from their desktop. */
export async function dropFile(
  page: Page,
  name: string,
  bytes: Buffer,
  type: string,
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName, mime }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: mime }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name, mime: type },
  );
  const zone = uploadZone(page);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

export const dropPhoto = (page: Page, name: string, type = 'image/jpeg') =>
  dropFile(page, name, readFileSync(photoPath(name)), type);

/** Collects the texts of window.alert() calls and dismisses them. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  return alerts;
}
