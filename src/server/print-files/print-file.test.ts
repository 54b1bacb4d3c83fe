import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPrintAreas } from '../adapters/local/print-partner/print-areas';
import { composePrintArea, type ShareBox } from '../domain/print/compose-print-area';
import type { Artwork } from '../ports/art-engine';
import { printAreaShape, renderPrintFile } from './print-file';

const ART = { width: 1232, height: 1536 };
/** Print files are checked at this fraction of their size: plenty to find a face box. */
const LOOK_SCALE = 1 / 6;

/** A painted-looking ground (a diagonal blue-to-green sweep) with a magenta face box on it. */
async function artworkWithFace(face: ShareBox): Promise<Artwork> {
  const { width, height } = ART;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      const inFace =
        x >= face.x * width &&
        x < (face.x + face.width) * width &&
        y >= face.y * height &&
        y < (face.y + face.height) * height;
      data[o] = inFace ? 255 : 30 + (x * 60) / width;
      data[o + 1] = inFace ? 0 : 90 + (y * 100) / height;
      data[o + 2] = inFace ? 255 : 160 - (x * 80) / width;
    }
  }
  const image = await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { image, contentType: 'image/png', ...ART, subject: face };
}

interface Stat {
  mean: number;
  spread: number;
}

interface Look {
  data: Buffer;
  width: number;
  height: number;
}

async function look(file: Buffer, width: number): Promise<Look> {
  const { data, info } = await sharp(file)
    .resize(Math.round(width * LOOK_SCALE))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const magentaPixel = (data: Buffer, o: number) =>
  (data[o] as number) > 200 && (data[o + 1] as number) < 60 && (data[o + 2] as number) > 200;

function isMagentaAt(picture: Look, x: number, y: number): boolean {
  const col = Math.min(picture.width - 1, Math.floor(x * picture.width));
  const row = Math.min(picture.height - 1, Math.floor(y * picture.height));
  return magentaPixel(picture.data, (row * picture.width + col) * 3);
}

/** The box round the magenta pixels, as shares of the picture. */
function magentaBox({ data, width, height }: Look) {
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      if (!magentaPixel(data, o)) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  return { x0: x0 / width, y0: y0 / height, x1: x1 / width, y1: y1 / height };
}

const FACES: Record<string, ShareBox> = {
  centred: { x: 0.35, y: 0.2, width: 0.3, height: 0.34 },
  'near the top left corner': { x: 0.02, y: 0.01, width: 0.26, height: 0.28 },
};

// One print file per size: the two mugs share theirs.
const AREAS = listPrintAreas().filter(
  (area, i, all) =>
    all.findIndex((a) => a.widthPx === area.widthPx && a.heightPx === area.heightPx) === i,
);

describe('renderPrintFile', () => {
  const artworks = new Map<string, Artwork>();
  beforeAll(async () => {
    for (const [name, face] of Object.entries(FACES))
      artworks.set(name, await artworkWithFace(face));
  });

  for (const area of AREAS) {
    it(`makes the ${area.name} print file at ${area.widthPx} x ${area.heightPx} with every face whole on its front`, async () => {
      for (const [name, face] of Object.entries(FACES)) {
        const file = await renderPrintFile(artworks.get(name) as Artwork, area);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height, meta.density]).toEqual([
          'jpeg',
          area.widthPx,
          area.heightPx,
          area.dpi,
        ]);
        const picture = await look(file, area.widthPx);
        const { subject } = composePrintArea(ART.width, ART.height, printAreaShape(area), face);
        const wrapX = area.wrap?.x ?? 0;
        const wrapY = area.wrap?.y ?? 0;
        // Where the face should be: on the front, clear of the canvas's wrapped sides...
        expect(subject.x).toBeGreaterThanOrEqual(wrapX - 1e-9);
        expect(subject.y).toBeGreaterThanOrEqual(wrapY - 1e-9);
        expect(subject.x + subject.width).toBeLessThanOrEqual(1 - wrapX + 1e-9);
        expect(subject.y + subject.height).toBeLessThanOrEqual(1 - wrapY + 1e-9);
        // ...and the file has the whole face there, and no more of it beside or below it.
        const px = 1 / picture.width;
        const py = 1 / picture.height;
        for (let i = 0; i <= 8; i++) {
          for (let j = 0; j <= 8; j++) {
            const x = subject.x + 2 * px + ((subject.width - 4 * px) * i) / 8;
            const y = subject.y + 2 * py + ((subject.height - 4 * py) * j) / 8;
            expect(isMagentaAt(picture, x, y), `${name} at ${x}, ${y}`).toBe(true);
          }
        }
        const midY = subject.y + subject.height / 2;
        expect(isMagentaAt(picture, subject.x + subject.width + 4 * px, midY)).toBe(false);
        expect(
          isMagentaAt(picture, subject.x + subject.width / 2, subject.y + subject.height + 4 * py),
        ).toBe(false);
        if (name === 'centred') {
          const box = magentaBox(picture);
          expect(box.x0).toBeCloseTo(subject.x, 2);
          expect(box.y0).toBeCloseTo(subject.y, 2);
          expect(box.x1).toBeCloseTo(subject.x + subject.width, 2);
          expect(box.y1).toBeCloseTo(subject.y + subject.height, 2);
        }
      }
    });
  }

  it("paints the mug wrap's sides from the picture: no bars, no blank ends", async () => {
    const mug = AREAS.find((area) => area.name.startsWith('mug'));
    if (!mug) throw new Error('no mug print area');
    const file = await renderPrintFile(artworks.get('centred') as Artwork, mug);
    const picture = await look(file, mug.widthPx);
    const strip = (x0: number, x1: number) => {
      const values: number[][] = [[], [], []];
      for (let y = 0; y < picture.height; y++) {
        for (let x = Math.round(x0 * picture.width); x < Math.round(x1 * picture.width); x++) {
          for (let c = 0; c < 3; c++)
            values[c]?.push(picture.data[(y * picture.width + x) * 3 + c] as number);
        }
      }
      return values.map((v) => {
        const mean = v.reduce((a, b) => a + b, 0) / v.length;
        const spread = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length);
        return { mean, spread };
      });
    };
    // The ground's colour at each edge of the artwork: blue at the left, green at the right.
    const edges = [
      { side: strip(0, 0.04), red: 30, blue: 160 },
      { side: strip(0.96, 1), red: 90, blue: 80 },
    ];
    for (const { side, red, blue } of edges) {
      const [r, g, b] = side as Stat[];
      // Carried on from the artwork's edge, not black, white or grey bars...
      expect(Math.abs((r as Stat).mean - red)).toBeLessThan(25);
      expect(Math.abs((b as Stat).mean - blue)).toBeLessThan(25);
      expect((g as Stat).mean).toBeGreaterThan(120);
      // ...and still shaded like the picture (its sweep runs top to bottom), not one flat colour.
      expect((g as Stat).spread).toBeGreaterThan(3);
    }
  });

  it('carries none of the artwork’s metadata: only its pixels, sRGB and the dpi', async () => {
    const plain = artworks.get('centred') as Artwork;
    // A hosted engine's picture may come with EXIF and XMP of its own (an author, a place).
    const tagged = await sharp(plain.image)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', ImageDescription: 'At home, 12 Elm St' } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Someone</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    const area = AREAS[0];
    if (!area) throw new Error('no print area');
    const file = await renderPrintFile(
      { ...plain, image: tagged, contentType: 'image/jpeg' },
      area,
    );
    const meta = await sharp(file).metadata();
    expect(meta.exif?.toString('latin1') ?? '').not.toContain('Someone');
    expect(meta.exif?.toString('latin1') ?? '').not.toContain('Elm St');
    expect(meta.xmp).toBeUndefined();
    expect([meta.space, meta.density]).toEqual(['srgb', area.dpi]);
    expect(meta.icc?.toString('latin1').replaceAll('\u0000', '')).toContain('sRGB');
  });
});
