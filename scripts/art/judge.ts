/**
 * `npm run art:judge`: every portrait of the varied set (the portrait engine's
 * `testing/portrait-set.ts`) in every style and the contact sheet's three descriptions, judged
 * by an outside face detector (face-judge.ts). An artwork passes the first bar when exactly one face is found in it, the
 * second when that face's descriptor is nearer its own photo's than any photo of the other six
 * sitters. Figures per direction and per transform go to the console, every artwork's to
 * data/art-judge.json, and the artworks, a row per portrait in the order of the sheet's columns,
 * to the contact sheet's pages data/art-sheet-varied-N.png. ART_JUDGE_PORTRAITS (parts of names, comma-separated) and
 * ART_JUDGE_DIRECTIONS (column numbers) narrow it down; ART_LOOK judges another look (variation.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { renderArtwork } from '@masterpiece-me/portrait-engine';
import {
  PORTRAIT_SET,
  type Portrait,
  portraitPhoto,
} from '@masterpiece-me/portrait-engine/testing';
import { createPersonFinder } from '@masterpiece-me/vision';
import { type SheetRow, writeContactPages } from './contact-pages';
import { chosen, DIRECTIONS, directionName } from './directions';
import { createFaceJudge, distance, type JudgedFace } from './face-judge';
import { printVerdicts, type Verdict } from './judge-report';

const wanted = process.env.ART_JUDGE_PORTRAITS?.split(',');
const portraits = PORTRAIT_SET.filter((p) => !wanted || wanted.some((w) => p.name.includes(w)));
const directions = chosen(DIRECTIONS.length, process.env.ART_JUDGE_DIRECTIONS);

/** Which look of each direction to judge (variation.ts); 0, the style's own, unless ART_LOOK says. */
const LOOK = Number(process.env.ART_LOOK ?? 0);

const finder = await createPersonFinder();
const judge = await createFaceJudge();

// The surest face is the sitter's: the largest was at times a false face on a spacesuit's
// chest (score 0.54, twice the head's size), whose descriptor matched no one.
const surest = (faces: JudgedFace[]) => [...faces].sort((a, b) => b.score - a.score)[0];

// In a photo turned or cropped from a group, the sitter is the face most like the surest face of
// the sitter's untouched photo: the surest one was at times a false face (a spacesuit's chest at
// 0.91 over Armstrong's own face at 0.84 in his crop tilted 30°), which no artwork resembled.
// Each sitter's untouched photo comes first in the set.
const untouched = new Map<string, Float32Array>();
const sitterIn = (portrait: Portrait, faces: JudgedFace[]) => {
  const reference = untouched.get(portrait.sitter.id);
  if (!reference) return surest(faces);
  return [...faces].sort(
    (a, b) => distance(a.descriptor, reference) - distance(b.descriptor, reference),
  )[0];
};

// Every photo of the set is described, also those left out of this run: they are the others.
const photos = new Map<Portrait, Buffer>();
const described: { portrait: Portrait; descriptor: Float32Array }[] = [];
for (const portrait of PORTRAIT_SET) {
  const photo = await portraitPhoto(portrait);
  photos.set(portrait, photo);
  const faces = await judge.faces(photo);
  const face = sitterIn(portrait, faces);
  if (portrait.transform === 'original' && face) untouched.set(portrait.sitter.id, face.descriptor);
  if (faces.length !== 1 || !face) {
    console.log(
      `photo ${portrait.name}: the judge finds ${faces.length} faces in the photo itself`,
    );
  }
  if (face) described.push({ portrait, descriptor: face.descriptor });
}

const verdicts: Verdict[] = [];
const rows: SheetRow[] = [];
for (const portrait of portraits) {
  const row = [photos.get(portrait) as Buffer];
  rows.push({ images: row });
  const own = described.find((d) => d.portrait === portrait)?.descriptor;
  for (const index of directions) {
    const direction = DIRECTIONS[index];
    if (!direction) continue;
    const photo = photos.get(portrait) as Buffer;
    const artwork = await renderArtwork(
      { photo, direction, gender: portrait.sitter.gender, look: LOOK },
      finder,
    );
    row.push(artwork.image);
    const faces = await judge.faces(artwork.image);
    const face = surest(faces);
    const ownDistance = face && own ? distance(face.descriptor, own) : undefined;
    const others = face
      ? described
          .filter((d) => d.portrait.sitter !== portrait.sitter)
          .map((d) => distance(face.descriptor, d.descriptor))
      : [];
    const verdict: Verdict = {
      portrait: portrait.name,
      photoSeen: own !== undefined,
      transform: portrait.transform,
      direction: directionName(direction),
      faces: faces.length,
      scores: faces.map((f) => Number(f.score.toFixed(2))),
      ownDistance,
      nearestOther: others.length ? Math.min(...others) : undefined,
    };
    verdicts.push(verdict);
    console.log(
      `${portrait.name} · ${verdict.direction}: ${faces.length} face(s), own ${ownDistance?.toFixed(2) ?? '-'} vs other ${verdict.nearestOther?.toFixed(2) ?? '-'}`,
    );
  }
}

mkdirSync('data', { recursive: true });
writeFileSync('data/art-judge.json', `${JSON.stringify(verdicts, null, 1)}\n`);
printVerdicts(verdicts);
const pages = await writeContactPages(rows, 'data/art-sheet-varied', 308);
console.log(`contact sheet: ${pages.join(', ')}`);
