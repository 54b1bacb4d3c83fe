import { type Blueprint, listCatalogue } from './catalogue';

/** One variant as shipping and ordering need it. */
export interface VariantQuote {
  kind: Blueprint['kind'];
  blueprintId: number;
  printProviderId: number;
  variantId: number;
  /** Printify-style variant title, e.g. 'White / L' or '12″ x 16″ / 1.25"'. */
  title: string;
  available: boolean;
}

export function findBlueprint(blueprintId: number): Blueprint | undefined {
  return listCatalogue().find((blueprint) => blueprint.id === blueprintId);
}

export function findVariant(blueprintId: number, variantId: number): VariantQuote | undefined {
  const blueprint = findBlueprint(blueprintId);
  if (!blueprint) return undefined;
  const base = {
    kind: blueprint.kind,
    blueprintId: blueprint.id,
    printProviderId: blueprint.printProvider.id,
    variantId,
  };
  switch (blueprint.kind) {
    case 'tshirt': {
      const variant = blueprint.variants.find((v) => v.id === variantId);
      const colour = blueprint.colours.find((c) => c.id === variant?.colourId);
      if (!variant || !colour) return undefined;
      const title = `${colour.name} / ${variant.size}`;
      return { ...base, title, available: variant.isEnabled };
    }
    case 'canvas': {
      const variant = blueprint.variants.find((v) => v.id === variantId);
      if (!variant) return undefined;
      const title = `${variant.size} / ${variant.depth}`;
      return { ...base, title, available: variant.isAvailable };
    }
    case 'mug': {
      const variant = blueprint.variants.find((v) => v.id === variantId);
      if (!variant) return undefined;
      const title = `${variant.size} / ${variant.colour === 'white' ? 'White' : 'Black'}`;
      return { ...base, title, available: variant.isAvailable };
    }
  }
}
