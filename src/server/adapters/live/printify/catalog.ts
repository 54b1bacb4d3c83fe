import { canvasInches, canvasPriceOf } from '../../../../shared/catalogue/canvas-size';
import { MUG_PRICE, teePrice } from '../../../../shared/catalogue/price-list';
import type { Cents } from '../../../../shared/money';
import type { Blueprint, CatalogVariant } from './schemas';

export type ProductKind = 'tshirt' | 'canvas' | 'mug';

/** Bella+Canvas 3001, Printify's best-known tee; the one blueprint id we rely on. */
export const TSHIRT_BLUEPRINT_ID = 12;

/** Sizes we sell, in the order shoppers read them. */
export const TSHIRT_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

/** The colours shown first when a provider offers more than fit in one product. */
const PREFERRED_TSHIRT_COLOURS = [
  /^white$/i,
  /^black$/i,
  /navy/i,
  /heather|grey|gray/i,
  /red/i,
  /royal|blue/i,
];

// Printify rejects products with more variants than this.
const MAX_VARIANTS_PER_PRODUCT = 100;

export interface OfferedVariant {
  id: number;
  price: Cents;
}

type TitleRule = (title: string) => boolean;

const has =
  (...patterns: RegExp[]): TitleRule =>
  (title) =>
    patterns.every((pattern) => pattern.test(title));

const NOT_A_PLAIN_MUG = /travel|latte|enamel|camping|tumbler|morphing|changing|espresso|stein/i;
const NOT_A_WALL_CANVAS = /tote|bag|shoe|sneaker|framed/i;

const CANVAS_RULES: TitleRule[] = [
  (title) => has(/canvas/i, /stretched/i)(title) && !NOT_A_WALL_CANVAS.test(title),
  (title) => has(/canvas/i, /gallery wrap/i)(title) && !NOT_A_WALL_CANVAS.test(title),
];
const MUG_RULES: TitleRule[] = [
  (title) => has(/\bmug\b/i, /\b11\s?oz\b/i)(title) && !NOT_A_PLAIN_MUG.test(title),
];

/**
 * Blueprint ids differ between catalogue versions, so canvas and mug are found by title: the
 * first rule that matches anything wins, and among its matches the plainest (shortest) title.
 */
function findBlueprint(
  blueprints: readonly Blueprint[],
  rules: TitleRule[],
): Blueprint | undefined {
  for (const rule of rules) {
    const matches = blueprints
      .filter((blueprint) => rule(blueprint.title))
      .sort((a, b) => a.title.length - b.title.length || a.id - b.id);
    if (matches[0]) return matches[0];
  }
  return undefined;
}

export const findCanvasBlueprint = (blueprints: readonly Blueprint[]) =>
  findBlueprint(blueprints, CANVAS_RULES);
export const findMugBlueprint = (blueprints: readonly Blueprint[]) =>
  findBlueprint(blueprints, MUG_RULES);

/** A variant option by a loose key (`color` / `colour`, `size`). */
function variantOption(variant: CatalogVariant, key: RegExp): string | undefined {
  const entry = Object.entries(variant.options).find(([name]) => key.test(name));
  return entry?.[1];
}
export const colourOf = (variant: CatalogVariant) => variantOption(variant, /^colou?rs?$/i);
export const sizeOf = (variant: CatalogVariant) => variantOption(variant, /^sizes?$/i);

/** Where a colour goes in the list shoppers see: preferred colours first, the rest after. */
export function tshirtColourRank(colour: string): number {
  const index = PREFERRED_TSHIRT_COLOURS.findIndex((pattern) => pattern.test(colour));
  return index === -1 ? PREFERRED_TSHIRT_COLOURS.length : index;
}

/** Every size we sell of as many colours as fit, preferred colours first. */
export function offerTshirtVariants(variants: readonly CatalogVariant[]): OfferedVariant[] {
  const byColour = new Map<string, OfferedVariant[]>();
  for (const variant of variants) {
    const colour = colourOf(variant);
    const size = sizeOf(variant);
    if (!colour || !size || !(TSHIRT_SIZES as readonly string[]).includes(size)) continue;
    byColour.set(colour, [
      ...(byColour.get(colour) ?? []),
      { id: variant.id, price: teePrice(size) },
    ]);
  }
  const colours = [...byColour.keys()].sort((a, b) => tshirtColourRank(a) - tshirtColourRank(b));
  const offered: OfferedVariant[] = [];
  for (const colour of colours) {
    const sizes = byColour.get(colour) ?? [];
    if (offered.length + sizes.length > MAX_VARIANTS_PER_PRODUCT) break;
    offered.push(...sizes);
  }
  return offered;
}

/**
 * Portrait and square canvases, one per size: the artwork is a portrait, and a landscape
 * canvas would crop the face. Sizes we cannot price are left out.
 */
export function offerCanvasVariants(variants: readonly CatalogVariant[]): OfferedVariant[] {
  const seen = new Set<string>();
  const offered: OfferedVariant[] = [];
  for (const variant of variants) {
    const size = sizeOf(variant) ?? variant.title;
    const inches = canvasInches(size);
    const price = canvasPriceOf(size);
    if (!inches || price === null || inches.width > inches.height) continue;
    const key = `${inches.width}x${inches.height}`;
    if (seen.has(key)) continue;
    seen.add(key);
    offered.push({ id: variant.id, price });
  }
  return offered.slice(0, MAX_VARIANTS_PER_PRODUCT);
}

export type MugType = 'white' | 'black';

/** White when the blueprint names no colour: a plain mug is white. */
export function mugTypeOf(colour: string | undefined): MugType | null {
  if (colour === undefined || /white/i.test(colour)) return 'white';
  return /black/i.test(colour) ? 'black' : null;
}

/** One 11oz variant per mug type the blueprint offers. */
export function offerMugVariants(variants: readonly CatalogVariant[]): OfferedVariant[] {
  const chosen = new Map<MugType, OfferedVariant>();
  for (const variant of variants) {
    const size = sizeOf(variant);
    if (size !== undefined && !/\b11\s?oz\b/i.test(size)) continue;
    const type = mugTypeOf(colourOf(variant));
    if (type && !chosen.has(type)) chosen.set(type, { id: variant.id, price: MUG_PRICE });
  }
  return [...chosen.values()];
}

export const OFFER: Record<ProductKind, (variants: readonly CatalogVariant[]) => OfferedVariant[]> =
  {
    tshirt: offerTshirtVariants,
    canvas: offerCanvasVariants,
    mug: offerMugVariants,
  };
