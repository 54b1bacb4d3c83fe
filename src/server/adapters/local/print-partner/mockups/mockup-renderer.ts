import type { PreparedArtwork } from './artwork';
import { type CanvasSize, createCanvasMockups } from './canvas';
import { createMugMockups } from './mug';
import type { HandleSide, MugFinish } from './mug-shape';
import type { Mockup } from './raw-image';
import { createTeeMockups, type TeeView } from './tee';

/** One picture of one product. */
export type MockupSpec =
  | { kind: 'tee'; hex: string; view: TeeView }
  | { kind: 'canvas'; size: CanvasSize }
  | { kind: 'mug'; finish: MugFinish; side: HandleSide };

export interface MockupRenderer {
  render(art: PreparedArtwork, spec: MockupSpec): Promise<Mockup>;
}

/** Keeps the drawn shirts, walls and mugs for the life of the process. */
export function createMockupRenderer(): MockupRenderer {
  const tees = createTeeMockups();
  const canvases = createCanvasMockups();
  const mugs = createMugMockups();
  return {
    render(art, spec) {
      switch (spec.kind) {
        case 'tee':
          return tees.render(art, spec.hex, spec.view);
        case 'canvas':
          return canvases.render(art, spec.size);
        case 'mug':
          return mugs.render(art, spec.finish, spec.side);
      }
    },
  };
}
