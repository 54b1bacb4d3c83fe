import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from './fixture-photos-dir';

/** Every fixture that shows one person. */
export const PORTRAIT_FIXTURES = [
  'single_astronaut_eileen_collins_512x512.png',
  'single_grace_hopper_512x512.jpg',
  'single_woman_smiling_698x790.png',
  'single_woman_face_paint_860x1198.png',
  'single_woman_over_shoulder_426x636.png',
  'single_photographer_profile_gray_512x512.png',
] as const;

export function fixturePhoto(name: string): Buffer {
  return readFileSync(join(FIXTURE_PHOTOS, name));
}

export function fixtureType(name: string): string {
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
