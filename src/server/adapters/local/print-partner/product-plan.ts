import type {
  PartnerCanvas,
  PartnerMug,
  PartnerProduct,
  PartnerTshirt,
} from '../../../../shared/catalogue/partner-products';
import { BLACK_MUG, CANVAS, type MugBlueprint, TEE, WHITE_MUG } from './catalogue';
import type { MockupSpec } from './mockups/mockup-renderer';

/** Which product and option a mock-up illustrates. */
export type MockupOwner =
  | { kind: 'tee'; colourId: number }
  | { kind: 'canvas'; variantId: number }
  | { kind: 'mug'; variantId: number };

export interface PlannedMockup {
  key: string;
  spec: MockupSpec;
  owner: MockupOwner;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const MUGS: readonly MugBlueprint[] = [WHITE_MUG, BLACK_MUG];

/** Every picture a job needs, in the order each product lists them, under its media name. */
export function planMockups(mediaName: string): PlannedMockup[] {
  const key = (name: string) => `mockups/${mediaName}/${name}.jpg`;
  const tees = TEE.colours.flatMap((colour) =>
    (['front', 'detail'] as const).map((view) => ({
      key: key(`tshirt-${slug(colour.name)}-${view}`),
      spec: { kind: 'tee', hex: colour.hex, view } as const,
      owner: { kind: 'tee', colourId: colour.id } as const,
    })),
  );
  const canvases = CANVAS.variants.map((variant) => ({
    key: key(`canvas-${variant.widthIn}x${variant.heightIn}`),
    spec: {
      kind: 'canvas',
      size: {
        widthIn: variant.widthIn,
        heightIn: variant.heightIn,
        depthIn: Number.parseFloat(variant.depth),
      },
    } as const,
    owner: { kind: 'canvas', variantId: variant.id } as const,
  }));
  const mugs = MUGS.flatMap((blueprint) =>
    blueprint.variants.flatMap((variant) =>
      (['left', 'right'] as const).map((side) => ({
        key: key(`mug-${variant.colour}-handle-${side}`),
        spec: { kind: 'mug', finish: variant.colour, side } as const,
        owner: { kind: 'mug', variantId: variant.id } as const,
      })),
    ),
  );
  return [...tees, ...canvases, ...mugs];
}

export type ImagesOf = (owner: MockupOwner) => string[];

function canvasProduct(jobId: string, imagesOf: ImagesOf): PartnerCanvas {
  return {
    id: `${jobId}-canvas`,
    title: 'Canvas',
    description:
      'Your artwork on a museum-quality stretched canvas, gallery-wrapped round a solid wood frame and ready to hang.',
    print_provider_id: CANVAS.printProvider.id,
    blueprint_id: CANVAS.id,
    size_options: CANVAS.variants.map((variant) => {
      const images = imagesOf({ kind: 'canvas', variantId: variant.id });
      return {
        variant_id: variant.id,
        size: variant.size,
        depth: variant.depth,
        main_image: images[0] ?? '',
        all_images: images,
        is_available: variant.isAvailable,
      };
    }),
  };
}

function tshirtProduct(jobId: string, imagesOf: ImagesOf): PartnerTshirt {
  const variantMap: PartnerTshirt['variantMap'] = {};
  for (const variant of TEE.variants) {
    const colour = TEE.colours.find((c) => c.id === variant.colourId);
    variantMap[String(variant.id)] = {
      size: variant.size,
      color: colour?.name ?? '',
      color_id: variant.colourId,
      is_enabled: variant.isEnabled,
    };
  }
  return {
    id: `${jobId}-tshirt`,
    title: 'T-Shirt',
    description:
      'Your artwork printed on a soft, lightweight unisex jersey tee: 100% combed cotton, classic crew neck, side-seamed and pre-shrunk.',
    print_provider_id: TEE.printProvider.id,
    blueprint_id: TEE.id,
    colors: TEE.colours.map((colour) => ({
      id: colour.id,
      name: colour.name,
      hex: colour.hex,
      images: imagesOf({ kind: 'tee', colourId: colour.id }),
      availableSizes: TEE.variants
        .filter((v) => v.colourId === colour.id && v.isEnabled)
        .map((v) => v.size),
    })),
    variantMap,
  };
}

function mugProduct(jobId: string, blueprint: MugBlueprint, imagesOf: ImagesOf): PartnerMug[] {
  return blueprint.variants.map((variant) => {
    const colour = variant.colour === 'white' ? 'White' : 'Black';
    return {
      id: `${jobId}-mug-${variant.colour}`,
      title: `Coffee Mug (${colour})`,
      description: `Your artwork wrapped round a glossy ${colour.toLowerCase()} 11oz ceramic mug. Dishwasher and microwave safe.`,
      print_provider_id: blueprint.printProvider.id,
      blueprint_id: blueprint.id,
      images: imagesOf({ kind: 'mug', variantId: variant.id }),
      type: variant.colour,
      variant_id: variant.id,
    };
  });
}

/** The job's products in SPEC §3 API shapes, unpriced, canvas first. */
export function buildProducts(jobId: string, imagesOf: ImagesOf): PartnerProduct[] {
  return [
    canvasProduct(jobId, imagesOf),
    tshirtProduct(jobId, imagesOf),
    ...MUGS.flatMap((blueprint) => mugProduct(jobId, blueprint, imagesOf)),
  ];
}
