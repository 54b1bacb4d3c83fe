import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Gender } from '../../shared/api/generation';
import type { StyleId } from '../../shared/styles';
import { inProject } from '../project-root';

/** A photo of a real person that a style's thumbnail is painted from. */
export interface SamplePortrait {
  readonly sitter: SitterId;
  readonly photo: Buffer;
  readonly gender: Gender;
}

/** The public-domain sitters in data-sources/sample-portraits (its README names each source). */
const SITTERS = {
  astronaut: 'female',
  hopper: 'female',
  espinasse: 'male',
  armstrong: 'male',
  collins: 'male',
  aldrin: 'male',
} as const satisfies Record<string, Gender>;

export type SitterId = keyof typeof SITTERS;

/**
 * Who sits for each style: several people, so the carousel shows the engine on different faces,
 * each paired with a style it was judged to paint well (a contact sheet of every pair, looked at).
 */
export const STYLE_SITTERS: Record<StyleId, SitterId> = {
  royal_oil_paint: 'astronaut',
  caravaggio: 'hopper',
  heroic_fantasy_warrior: 'armstrong',
  hearth_forged_raider: 'collins',
  imperial_equestrian_commander: 'aldrin',
  power_up_warrior: 'astronaut',
  commanding_wizard: 'hopper',
  fierce_pirate_captain: 'espinasse',
  cyberpunk_hero: 'armstrong',
};

export const SAMPLE_PORTRAITS_FOLDER = inProject('data-sources', 'sample-portraits');

/** The photo and gender of the sitter who sits for `styleId`'s thumbnail. */
export async function samplePortraitFor(styleId: StyleId): Promise<SamplePortrait> {
  const sitter = STYLE_SITTERS[styleId];
  const photo = await readFile(join(SAMPLE_PORTRAITS_FOLDER, `${sitter}.jpg`));
  return { sitter, photo, gender: SITTERS[sitter] };
}
