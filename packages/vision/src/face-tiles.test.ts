import { describe, expect, it } from 'vitest';
import { cutByTile, mergeFaces, shiftFace, squareTiles } from './face-tiles';
import type { Face } from './person';

function face(x: number, y: number, size: number, score = 0.9): Face {
  const point = { x, y };
  return {
    box: { x, y, width: size, height: size },
    score,
    landmarks: { leftEye: point, rightEye: point, nose: point, mouth: point },
  };
}

describe('squareTiles', () => {
  it('leaves near-square images whole', () => {
    expect(squareTiles(640, 560)).toEqual([]);
  });

  it('covers a 3:2 photo with two overlapping squares', () => {
    expect(squareTiles(640, 427)).toEqual([
      { x: 0, y: 0, size: 427 },
      { x: 213, y: 0, size: 427 },
    ]);
  });

  it('slides down a tall photo, overlapping each neighbour by a third or more', () => {
    const tiles = squareTiles(360, 640);
    expect(tiles.map((tile) => tile.y)).toEqual([0, 140, 280]);
    expect(tiles.every((tile) => tile.x === 0 && tile.size === 360)).toBe(true);
  });
});

describe('cutByTile', () => {
  const image = { width: 1000, height: 600 };
  const right = { x: 400, y: 0, width: 600, height: 600 };

  it('flags a face reaching a tile side inside the image', () => {
    expect(cutByTile(face(400, 100, 80), right, image, 1)).toBe(true);
  });

  it('keeps a face reaching only the image frame', () => {
    expect(cutByTile(face(920, 0, 80), right, image, 1)).toBe(false);
    expect(cutByTile(face(500, 100, 80), right, image, 1)).toBe(false);
  });
});

describe('mergeFaces', () => {
  it('keeps the most confident view of a face and every other face, largest first', () => {
    const merged = mergeFaces([
      face(100, 100, 50, 0.4),
      face(104, 98, 52, 0.8),
      face(300, 100, 60, 0.5),
    ]);
    expect(merged).toEqual([face(300, 100, 60, 0.5), face(104, 98, 52, 0.8)]);
  });

  it('counts a face inside a larger view of it as the same face', () => {
    expect(mergeFaces([face(100, 100, 100, 0.6), face(120, 120, 40, 0.9)])).toHaveLength(1);
  });
});

describe('shiftFace', () => {
  it('moves the box and every landmark', () => {
    const moved = shiftFace(face(10, 20, 5), 100, 200);
    expect(moved.box).toEqual({ x: 110, y: 220, width: 5, height: 5 });
    expect(moved.landmarks.mouth).toEqual({ x: 110, y: 220 });
  });
});
