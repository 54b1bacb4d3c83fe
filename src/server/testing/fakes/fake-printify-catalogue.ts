/**
 * A small Printify catalogue in the documented v1 shapes (GET /v1/catalog/...). The canvas and
 * mug blueprints have ids an adapter could not guess, so finding them proves lookup by title;
 * look-alike blueprints (a gallery wrap, a 15oz mug, an enamel camping mug) must be passed over.
 */
export interface FakeBlueprint {
  id: number;
  title: string;
  description: string;
  brand: string;
  model: string;
  images: string[];
}

export interface FakeCatalogVariant {
  id: number;
  title: string;
  options: Record<string, string>;
  placeholders: { position: string; width: number; height: number }[];
}

const blueprint = (id: number, title: string, brand = 'Generic brand'): FakeBlueprint => ({
  id,
  title,
  description: `${title} description`,
  brand,
  model: '',
  images: [`https://images.printify.com/blueprint-${id}.png`],
});

export const CANVAS_BLUEPRINT_ID = 1159;
export const MUG_BLUEPRINT_ID = 478;
export const TSHIRT_PROVIDER_ID = 29;
export const CANVAS_PROVIDER_ID = 105;
export const MUG_PROVIDER_ID = 1;

export const BLUEPRINTS: FakeBlueprint[] = [
  blueprint(6, 'Unisex Heavy Cotton Tee', 'Gildan'),
  blueprint(12, 'Unisex Jersey Short Sleeve Tee', 'Bella+Canvas'),
  blueprint(50, 'Canvas Gallery Wraps'),
  blueprint(282, 'Matte Vertical Posters'),
  blueprint(425, 'Mug 15oz'),
  blueprint(MUG_BLUEPRINT_ID, 'Accent Coffee Mug, 11oz'),
  blueprint(1018, 'Enamel Camping Mug, 11oz'),
  blueprint(CANVAS_BLUEPRINT_ID, 'Matte Canvas, Stretched, 0.75"'),
];

export const PRINT_PROVIDERS: Record<number, { id: number; title: string }[]> = {
  6: [{ id: 3, title: 'DJ' }],
  12: [
    { id: TSHIRT_PROVIDER_ID, title: 'Monster Digital' },
    { id: 99, title: 'Printify Choice' },
  ],
  50: [{ id: 2, title: 'Sensaria' }],
  [CANVAS_BLUEPRINT_ID]: [{ id: CANVAS_PROVIDER_ID, title: 'Jondo' }],
  [MUG_BLUEPRINT_ID]: [{ id: MUG_PROVIDER_ID, title: 'SPOKE Custom Products' }],
};

/** Swatches Printify shows for each colour value. */
export const COLOUR_HEX: Record<string, string> = {
  White: '#FFFFFF',
  Black: '#000000',
  Navy: '#1A2237',
  'Athletic Heather': '#CECECE',
  Red: '#D5001F',
};

const TEE_COLOURS = ['Athletic Heather', 'Black', 'Navy', 'White'];
const TEE_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
const front = (width: number, height: number) => [{ position: 'front', width, height }];

const teeVariants = (): FakeCatalogVariant[] =>
  TEE_COLOURS.flatMap((color, c) =>
    TEE_SIZES.map((size, s) => ({
      id: 18000 + c * 10 + s,
      title: `${color} / ${size}`,
      options: { color, size },
      placeholders: front(3951, 4919),
    })),
  );

const CANVAS_SIZES = [
  '8″ x 10″ (Vertical)',
  '10″ x 8″ (Horizontal)',
  '12″ x 12″ (Square)',
  '16″ x 20″ (Vertical)',
  '20″ x 16″ (Horizontal)',
  '24″ x 36″ (Vertical)',
];

/** Each canvas size prints its own shape (at 100 dpi here, to keep tests quick). */
const canvasVariants = (): FakeCatalogVariant[] =>
  CANVAS_SIZES.map((size, i) => {
    const [width = 0, height = 0] = (size.match(/\d+/g) ?? []).map(Number);
    return {
      id: 91640 + i,
      title: size,
      options: { size },
      placeholders: front(width * 100, height * 100),
    };
  });

const mugVariants = (): FakeCatalogVariant[] =>
  ['Black', 'Red', 'White'].map((color, i) => ({
    id: 72180 + i,
    title: `11oz / ${color}`,
    options: { size: '11oz', color },
    placeholders: front(2700, 1200),
  }));

/** Variants by `${blueprintId}/${printProviderId}`. */
export const CATALOG_VARIANTS: Record<string, FakeCatalogVariant[]> = {
  [`12/${TSHIRT_PROVIDER_ID}`]: teeVariants(),
  '12/99': teeVariants().map((variant) => ({ ...variant, id: variant.id + 5000 })),
  [`${CANVAS_BLUEPRINT_ID}/${CANVAS_PROVIDER_ID}`]: canvasVariants(),
  [`${MUG_BLUEPRINT_ID}/${MUG_PROVIDER_ID}`]: mugVariants(),
};
