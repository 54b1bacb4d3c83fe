/**
 * The local print partner's catalogue, modelled on Printify's: blueprints (what is made), the
 * print provider that makes them, and variants with Printify-like ids. It has no prices: the
 * store's price list (shared/catalogue) says what each costs.
 * Ids are stable so carts and orders keep meaning the same thing across restarts.
 */
export interface PrintProvider {
  id: number;
  title: string;
}

export interface TeeColour {
  id: number;
  name: string;
  hex: string;
}

export interface TeeVariant {
  id: number;
  colourId: number;
  size: string;
  isEnabled: boolean;
}

export interface CanvasVariant {
  id: number;
  size: string;
  /** Inches, for the mock-up's proportions. */
  widthIn: number;
  heightIn: number;
  depth: string;
  isAvailable: boolean;
}

export type MugColour = 'white' | 'black';

export interface MugVariant {
  id: number;
  colour: MugColour;
  size: string;
  isAvailable: boolean;
}

interface BlueprintBase {
  id: number;
  title: string;
  brand: string;
  printProvider: PrintProvider;
}

export interface TeeBlueprint extends BlueprintBase {
  kind: 'tshirt';
  colours: TeeColour[];
  sizes: string[];
  variants: TeeVariant[];
}

export interface CanvasBlueprint extends BlueprintBase {
  kind: 'canvas';
  variants: CanvasVariant[];
}

export interface MugBlueprint extends BlueprintBase {
  kind: 'mug';
  variants: MugVariant[];
}

export type Blueprint = TeeBlueprint | CanvasBlueprint | MugBlueprint;

const TEE_SIZES = ['S', 'M', 'L', 'XL', '2XL'];

/** Per colour, the variant ids in TEE_SIZES order and the sizes the provider is out of. */
const TEE_COLOUR_ROWS: { colour: TeeColour; variantIds: number[]; disabledSizes: string[] }[] = [
  {
    colour: { id: 521, name: 'White', hex: '#FFFFFF' },
    variantIds: [18100, 18101, 18102, 18103, 18104],
    disabledSizes: [],
  },
  {
    colour: { id: 418, name: 'Black', hex: '#1B1B1D' },
    variantIds: [18052, 18053, 18054, 18055, 18056],
    disabledSizes: [],
  },
  {
    colour: { id: 511, name: 'Navy', hex: '#1F2A44' },
    variantIds: [18076, 18077, 18078, 18079, 18080],
    disabledSizes: [],
  },
  {
    colour: { id: 526, name: 'Heather Grey', hex: '#A7A9AC' },
    variantIds: [18540, 18541, 18542, 18543, 18544],
    disabledSizes: ['S'],
  },
  {
    colour: { id: 503, name: 'Red', hex: '#B3202C' },
    variantIds: [18088, 18089, 18090, 18091, 18092],
    disabledSizes: ['2XL'],
  },
];

function teeVariants(): TeeVariant[] {
  return TEE_COLOUR_ROWS.flatMap(({ colour, variantIds, disabledSizes }) =>
    TEE_SIZES.map((size, index) => ({
      id: variantIds[index] as number,
      colourId: colour.id,
      size,
      isEnabled: !disabledSizes.includes(size),
    })),
  );
}

export const TEE: TeeBlueprint = {
  kind: 'tshirt',
  id: 12,
  title: 'Unisex Jersey Short Sleeve Tee',
  brand: 'Bella+Canvas 3001',
  printProvider: { id: 29, title: 'Monster Digital' },
  colours: TEE_COLOUR_ROWS.map((row) => row.colour),
  sizes: TEE_SIZES,
  variants: teeVariants(),
};

export const CANVAS: CanvasBlueprint = {
  kind: 'canvas',
  id: 937,
  title: 'Canvas (Portrait)',
  brand: 'Generic brand',
  printProvider: { id: 105, title: 'Jondo' },
  variants: [
    {
      id: 82228,
      size: '8″ x 10″',
      widthIn: 8,
      heightIn: 10,
      depth: '0.75"',
      isAvailable: true,
    },
    {
      id: 82229,
      size: '12″ x 16″',
      widthIn: 12,
      heightIn: 16,
      depth: '1.25"',
      isAvailable: true,
    },
    {
      id: 82230,
      size: '16″ x 20″',
      widthIn: 16,
      heightIn: 20,
      depth: '1.25"',
      isAvailable: true,
    },
    {
      id: 82231,
      size: '18″ x 24″',
      widthIn: 18,
      heightIn: 24,
      depth: '1.25"',
      isAvailable: true,
    },
    {
      id: 82232,
      size: '24″ x 36″',
      widthIn: 24,
      heightIn: 36,
      depth: '1.25"',
      isAvailable: false,
    },
  ],
};

export const WHITE_MUG: MugBlueprint = {
  kind: 'mug',
  id: 68,
  title: 'Mug 11oz',
  brand: 'Generic brand',
  printProvider: { id: 1, title: 'SPOKE Custom Products' },
  variants: [{ id: 33719, colour: 'white', size: '11oz', isAvailable: true }],
};

export const BLACK_MUG: MugBlueprint = {
  kind: 'mug',
  id: 1151,
  title: 'Black Mug 11oz',
  brand: 'Generic brand',
  printProvider: { id: 28, title: 'District Photo' },
  variants: [{ id: 96132, colour: 'black', size: '11oz', isAvailable: true }],
};

const BLUEPRINTS: readonly Blueprint[] = [CANVAS, TEE, WHITE_MUG, BLACK_MUG];

export function listCatalogue(): readonly Blueprint[] {
  return BLUEPRINTS;
}
