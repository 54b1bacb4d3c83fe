/*
 * Every costume drawn for a few heads and genders onto grey, with an oval standing for the head:
 * the costumes alone, without a photo (scripts/art/preview-costumes.ts writes the sheet out).
 */
import sharp from 'sharp';
import { bodyTilt } from '../body-tilt';
import type { CostumeId, CostumeInput, HeadGeometry } from '../costumes/costume';
import { COSTUME_IDS, drawCostume } from '../costumes/registry';
import { svgDocument } from '../ops/svg';
import type { Gender } from '../vocabulary';

const WIDTH = 616;
const HEIGHT = 768;
const TILE = 0.5;

function head(x: number, y: number, faceWidth: number, tilt: number): HeadGeometry {
  const faceHeight = faceWidth * 1.25;
  return {
    width: WIDTH,
    height: HEIGHT,
    faceCenter: { x, y },
    faceWidth,
    faceHeight,
    chin: { x: x - Math.sin(tilt) * faceHeight * 0.55, y: y + faceHeight * 0.55 },
    crownY: y - faceHeight * 0.95,
    tilt,
  };
}

const CASES: readonly { head: HeadGeometry; gender: Gender; tone: [string, string] }[] = [
  { head: head(308, 300, 180, 0), gender: 'male', tone: ['#d8a58a', '#a8705a'] },
  { head: head(290, 320, 150, 0.14), gender: 'female', tone: ['#8d5a3f', '#5e3624'] },
  { head: head(330, 280, 210, -0.1), gender: 'non_binary', tone: ['#e8c0a0', '#b88a70'] },
];

function ovalHead(h: HeadGeometry, skin: string, hideAbove?: number): string {
  const cy = (h.crownY + h.chin.y) / 2;
  const ry = (h.chin.y - h.crownY) / 2;
  const deg = (h.tilt * 180) / Math.PI;
  const clip =
    hideAbove === undefined
      ? ''
      : `<clipPath id="keep"><rect x="0" y="${hideAbove}" width="${WIDTH}" height="${HEIGHT}"/></clipPath>`;
  const eyes = [-1, 1]
    .map(
      (s) =>
        `<circle cx="${h.faceCenter.x + s * h.faceWidth * 0.22}" cy="${h.faceCenter.y - h.faceHeight * 0.12}" r="${h.faceWidth * 0.05}" fill="#222"/>`,
    )
    .join('');
  return `<defs>${clip}</defs><g ${clip ? 'clip-path="url(#keep)"' : ''}><g transform="rotate(${deg} ${h.faceCenter.x} ${h.faceCenter.y})"><ellipse cx="${h.faceCenter.x}" cy="${cy}" rx="${h.faceWidth * 0.56}" ry="${ry}" fill="${skin}"/><ellipse cx="${h.faceCenter.x}" cy="${h.crownY + ry * 0.35}" rx="${h.faceWidth * 0.6}" ry="${ry * 0.4}" fill="#3a2a20"/>${eyes}</g></g>`;
}

async function tile(id: CostumeId, c: (typeof CASES)[number]): Promise<Buffer> {
  const input: CostumeInput = {
    head: c.head,
    turn: 0,
    lean: bodyTilt(c.head, 0),
    gender: c.gender,
    light: { from: { x: -0.8, y: -0.6 }, key: '#fff1d8', shadow: '#1c2030' },
    skin: { base: c.tone[0], shade: c.tone[1] },
  };
  const layers = drawCostume(id, input);
  const layer = (body: string) => Buffer.from(svgDocument(WIDTH, HEIGHT, body));
  const full = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#6e6e6e' },
  })
    .composite([
      { input: layer(layers.behind) },
      { input: layer(ovalHead(c.head, c.tone[0], layers.hideHeadAbove)) },
      { input: layer(layers.front) },
      { input: layer(layers.headwear) },
    ])
    .png()
    .toBuffer();
  return sharp(full)
    .resize(Math.round(WIDTH * TILE))
    .png()
    .toBuffer();
}

/** The costumes named in `only` (every costume when it names none), one column each, as a PNG. */
export async function drawCostumeSheet(only?: readonly string[]): Promise<Buffer> {
  const ids = only?.length ? COSTUME_IDS.filter((id) => only.includes(id)) : COSTUME_IDS;
  const w = Math.round(WIDTH * TILE);
  const h = Math.round(HEIGHT * TILE);
  const tiles = await Promise.all(
    ids.flatMap((id, col) =>
      CASES.map(async (c, row) => ({ input: await tile(id, c), left: col * w, top: row * h })),
    ),
  );
  return sharp({
    create: { width: w * ids.length, height: h * CASES.length, channels: 3, background: '#000' },
  })
    .composite(tiles)
    .png()
    .toBuffer();
}
