import { PORTRAIT_SET, portraitPhoto } from '@masterpiece-me/portrait-engine/testing';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFaceJudge, distance, type FaceJudge } from './face-judge';

const photoOf = (name: string) => {
  const portrait = PORTRAIT_SET.find((p) => p.name === name);
  if (!portrait) throw new Error(`no portrait ${name}`);
  return portraitPhoto(portrait);
};

describe('the outside face judge', () => {
  let judge: FaceJudge;
  const descriptorOf = async (image: Buffer) => {
    const faces = await judge.faces(image);
    const surest = [...faces].sort((a, b) => b.score - a.score)[0];
    if (!surest) throw new Error('no face found');
    return surest.descriptor;
  };

  beforeAll(async () => {
    judge = await createFaceJudge();
  });

  it('describes a photo alike with a grey border round it', async () => {
    // Described from the whole picture alone, this squeezed near profile moved 0.57 with the
    // border: as far as another person's face.
    const photo = await photoOf('hopper/near-profile');
    const bordered = await sharp(photo)
      .extend({ top: 100, bottom: 100, left: 100, right: 100, background: '#808080' })
      .toBuffer();
    expect(distance(await descriptorOf(photo), await descriptorOf(bordered))).toBeLessThan(0.3);
  });

  it('still tells two sitters apart', async () => {
    const hopper = await descriptorOf(await photoOf('hopper/original'));
    const astronaut = await descriptorOf(await photoOf('astronaut/original'));
    expect(distance(hopper, astronaut)).toBeGreaterThan(0.6);
  });
});
