import type { Cents } from '../money';

/**
 * Products as the shop shows them (SPEC §3 "Display product"), made from the API shapes by
 * `normaliseProducts`. `basePrice` is in dollars as the SPEC says; every other price here is
 * integer cents, turned into dollars only on screen.
 */
export type DisplayProductType = 'tshirt' | 'canvas' | 'coffeeMug';

interface DisplayProductBase {
  id: string;
  title: string;
  description: string;
  primaryImage: string;
  additionalImages: string[];
  /** The lowest price the product sells for, in dollars (SPEC §3). */
  basePrice: number;
  hasVariants: boolean;
  printProviderId: number;
  blueprintId: number;
}

export interface TshirtColorOption {
  id: number;
  name: string;
  hex: string;
  images: string[];
  /** Sizes with an enabled variant in this colour. */
  availableSizes: string[];
}

export interface TshirtVariantEntry {
  price: Cents;
  size: string;
  color: string;
  color_id: number;
  is_enabled: boolean;
}

export interface TshirtDisplayProduct extends DisplayProductBase {
  type: 'tshirt';
  /** Only enabled variants, keyed by variant id. */
  variantMap: Record<string, TshirtVariantEntry>;
  options: { colors: TshirtColorOption[]; sizes: string[] };
}

export interface CanvasVariantOption {
  id: number;
  size: string;
  price: Cents;
  depth: string;
  images: string[];
  isAvailable: boolean;
}

export interface CanvasDisplayProduct extends DisplayProductBase {
  type: 'canvas';
  options: { variants: CanvasVariantOption[]; sizes: string[] };
}

export type MugColorName = 'Black' | 'White';

/** One colour of the merged mug: the real product behind it (SPEC §3). */
export interface MugColorOption {
  name: MugColorName;
  type: 'black' | 'white';
  productId: string;
  variantId: number;
  printProviderId: number;
  blueprintId: number;
  price: Cents;
  images: string[];
}

export interface MugDisplayProduct extends DisplayProductBase {
  type: 'coffeeMug';
  options: {
    type: 'black' | 'white';
    variant_id: number;
    size: string;
    /** Present on the merged mug: one entry per colour. */
    colors?: MugColorOption[];
  };
}

export type DisplayProduct = TshirtDisplayProduct | CanvasDisplayProduct | MugDisplayProduct;

/** What the shopper has chosen on the product page. */
export interface ProductSelection {
  /** T-shirt colour name, or mug colour ('Black' / 'White'). */
  color?: string;
  /** T-shirt size, or canvas size. */
  size?: string;
  quantity: number;
}
