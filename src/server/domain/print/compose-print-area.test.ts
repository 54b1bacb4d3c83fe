import { describe, expect, it } from 'vitest';
import { listPrintAreas } from '../../adapters/local/print-partner/print-areas';
import { printAreaShape } from '../../print-files/print-file';
import {
  type Composition,
  composePrintArea,
  placeComposition,
  type ShareBox,
  USUAL_SUBJECT,
} from './compose-print-area';

/** The local engine's artwork: 1232 x 1536, 4:5. */
const ART = { width: 1232, height: 1536 };

const SUBJECTS: Record<string, ShareBox | undefined> = {
  usual: USUAL_SUBJECT,
  missing: undefined,
  'small, centred': { x: 0.43, y: 0.3, width: 0.14, height: 0.16 },
  'off-centre left': { x: 0.08, y: 0.25, width: 0.26, height: 0.3 },
  'off-centre right': { x: 0.66, y: 0.22, width: 0.26, height: 0.3 },
  'at the top edge': { x: 0.36, y: 0, width: 0.28, height: 0.3 },
  'at the bottom edge': { x: 0.36, y: 0.66, width: 0.28, height: 0.34 },
  'in the top left corner': { x: 0, y: 0, width: 0.25, height: 0.25 },
  'in the bottom right corner': { x: 0.75, y: 0.78, width: 0.25, height: 0.22 },
  'filling most of the picture': { x: 0.08, y: 0.06, width: 0.84, height: 0.86 },
  'reaching past the picture': { x: -0.1, y: 0.2, width: 0.5, height: 0.4 },
};

const AREAS = listPrintAreas();
const right = (box: ShareBox) => box.x + box.width;
const bottom = (box: ShareBox) => box.y + box.height;
const EPS = 1e-9;

/** The subject as the test expects it placed: clipped to the artwork, or the usual place. */
function expectedFace(subject: ShareBox | undefined): ShareBox {
  if (!subject) return USUAL_SUBJECT;
  const x = Math.max(0, subject.x);
  const y = Math.max(0, subject.y);
  return {
    x,
    y,
    width: Math.min(1, subject.x + subject.width) - x,
    height: Math.min(1, subject.y + subject.height) - y,
  };
}

describe('composePrintArea', () => {
  for (const area of AREAS) {
    const shape = printAreaShape(area);
    const wrapX = area.wrap?.x ?? 0;
    const wrapY = area.wrap?.y ?? 0;

    describe(`${area.name} (${area.widthPx} x ${area.heightPx})`, () => {
      for (const [label, subject] of Object.entries(SUBJECTS)) {
        it(`keeps a face ${label} whole, on the front, in the print area's shape`, () => {
          const { window, subject: placed } = composePrintArea(
            ART.width,
            ART.height,
            shape,
            subject,
          );
          expect((window.width * ART.width) / (window.height * ART.height)).toBeCloseTo(
            area.widthPx / area.heightPx,
            6,
          );
          // Whole, not on the canvas's sides, and not flush against the front's edges.
          const roomX = 0.1 * placed.width;
          const roomY = 0.1 * placed.height;
          expect(placed.x).toBeGreaterThanOrEqual(wrapX + roomX - EPS);
          expect(placed.y).toBeGreaterThanOrEqual(wrapY + roomY - EPS);
          expect(right(placed)).toBeLessThanOrEqual(1 - wrapX - roomX + EPS);
          expect(bottom(placed)).toBeLessThanOrEqual(1 - wrapY - roomY + EPS);
          // And it is the face: the artwork's box mapped through the window.
          const face = expectedFace(subject);
          expect(placed.x).toBeCloseTo((face.x - window.x) / window.width, 9);
          expect(placed.y).toBeCloseTo((face.y - window.y) / window.height, 9);
          expect(placed.width).toBeCloseTo(face.width / window.width, 9);
          expect(placed.height).toBeCloseTo(face.height / window.height, 9);
        });
      }

      it('fills the print area with the picture: no more extension than the shape needs', () => {
        const { window } = composePrintArea(ART.width, ART.height, shape, USUAL_SUBJECT);
        const artAspect = ART.width / ART.height;
        if (shape.aspect <= artAspect) {
          // Narrower than the artwork: its whole height, cropped at the sides only.
          expect(window.y).toBeCloseTo(0, 9);
          expect(window.height).toBeCloseTo(1, 9);
          expect(window.x).toBeGreaterThanOrEqual(-EPS);
          expect(right(window)).toBeLessThanOrEqual(1 + EPS);
        } else if (shape.aspect < 1.2) {
          expect(window.x).toBeCloseTo(0, 9);
          expect(window.width).toBeCloseTo(1, 9);
          expect(window.y).toBeGreaterThanOrEqual(-EPS);
          expect(bottom(window)).toBeLessThanOrEqual(1 + EPS);
        }
      });

      it('leaves headroom above the usual face and puts the eyes near the upper third', () => {
        const { subject } = composePrintArea(ART.width, ART.height, shape, USUAL_SUBJECT);
        const front = 1 - 2 * wrapY;
        const headroom = (subject.y - wrapY) / front;
        const faceHeight = subject.height / front;
        expect(headroom).toBeGreaterThanOrEqual(0.3 * faceHeight);
        const eyes = (subject.y + 0.42 * subject.height - wrapY) / front;
        expect(Math.abs(eyes - 1 / 3)).toBeLessThan(0.12);
        expect(Math.abs(subject.x + subject.width / 2 - 0.5)).toBeLessThan(0.02);
      });

      it('treats a missing or broken subject as the usual face place', () => {
        const usual = composePrintArea(ART.width, ART.height, shape, USUAL_SUBJECT);
        expect(composePrintArea(ART.width, ART.height, shape)).toEqual(usual);
        const nan = { x: Number.NaN, y: 0.2, width: 0.3, height: 0.3 };
        expect(composePrintArea(ART.width, ART.height, shape, nan)).toEqual(usual);
        const empty = { x: 0.4, y: 0.2, width: 0, height: 0.3 };
        expect(composePrintArea(ART.width, ART.height, shape, empty)).toEqual(usual);
      });
    });
  }

  it("extends the picture sideways for the mug's wrap, the face in the middle", () => {
    const mug = AREAS.find((area) => area.name.startsWith('mug')) as (typeof AREAS)[number];
    expect(mug.widthPx / mug.heightPx).toBeGreaterThan(2);
    for (const subject of [USUAL_SUBJECT, SUBJECTS['off-centre left'] as ShareBox]) {
      const { window, subject: placed } = composePrintArea(
        ART.width,
        ART.height,
        printAreaShape(mug),
        subject,
      );
      expect(window.x).toBeLessThan(0);
      expect(right(window)).toBeGreaterThan(1);
      // Not a thin strip through the face: most of the picture's height is on the mug.
      expect(window.height).toBeGreaterThanOrEqual(0.6 - EPS);
      expect(window.y).toBeGreaterThanOrEqual(-EPS);
      expect(bottom(window)).toBeLessThanOrEqual(1 + EPS);
      expect(placed.x + placed.width / 2).toBeCloseTo(0.5, 6);
    }
  });

  it('follows a face off-centre instead of cutting it, on a narrow canvas', () => {
    const tall = { aspect: 24 / 36 };
    const left = composePrintArea(ART.width, ART.height, tall, SUBJECTS['off-centre left']);
    const usual = composePrintArea(ART.width, ART.height, tall, USUAL_SUBJECT);
    expect(left.window.x).toBeCloseTo(0, 9);
    expect(usual.window.x).toBeGreaterThan(0.05);
  });

  it('grows past the artwork rather than cut a face too big for the shape', () => {
    const narrow = { aspect: 0.4 };
    const { window, subject } = composePrintArea(ART.width, ART.height, narrow, {
      x: 0.05,
      y: 0.1,
      width: 0.9,
      height: 0.5,
    });
    expect(window.height).toBeGreaterThan(1);
    expect(subject.x).toBeGreaterThanOrEqual(0);
    expect(right(subject)).toBeLessThanOrEqual(1);
  });
});

describe('placeComposition', () => {
  const composition = (window: ShareBox): Composition => ({ window, subject: USUAL_SUBJECT });

  it('draws a window inside the artwork over the whole print file', () => {
    const placement = placeComposition(
      composition({ x: 0.1, y: 0, width: 0.8, height: 1 }),
      { width: 1000, height: 1250 },
      { width: 2400, height: 3750 },
    );
    expect(placement.extract).toEqual({ left: 100, top: 0, width: 800, height: 1250 });
    expect(placement.core).toEqual({ left: 0, top: 0, width: 2400, height: 3750 });
  });

  it('leaves the sides for painting where the window reaches past the artwork', () => {
    const placement = placeComposition(
      composition({ x: -0.5, y: 0.2, width: 2, height: 0.6 }),
      { width: 1232, height: 1536 },
      { width: 2700, height: 1200 },
    );
    expect(placement.extract).toEqual({ left: 0, top: 307, width: 1232, height: 922 });
    expect(placement.core).toEqual({ left: 675, top: 0, width: 1350, height: 1200 });
  });
});
