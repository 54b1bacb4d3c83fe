import {
  findCanvasBlueprint,
  findMugBlueprint,
  OFFER,
  type OfferedVariant,
  type ProductKind,
  TSHIRT_BLUEPRINT_ID,
} from './catalog';
import type { PrintifyClient } from './client';
import {
  type Blueprint,
  blueprintsSchema,
  type CatalogVariant,
  catalogVariantsSchema,
  printProvidersSchema,
} from './schemas';

/** What to make for one product kind: the blueprint, who prints it, and what we sell of it. */
export interface BlueprintPlan {
  kind: ProductKind;
  blueprint: Blueprint;
  printProviderId: number;
  variants: OfferedVariant[];
  /** Everything the provider makes of the blueprint, for items printed without a product. */
  catalogue: CatalogVariant[];
}

export type CatalogPlan = Record<ProductKind, BlueprintPlan>;

// A blueprint can have dozens of providers; the first few that sell what we need are enough.
const PROVIDERS_TRIED = 3;

async function planBlueprint(
  client: PrintifyClient,
  kind: ProductKind,
  blueprint: Blueprint | undefined,
  lookingFor: string,
): Promise<BlueprintPlan> {
  if (!blueprint) throw new Error(`The Printify catalogue has no ${lookingFor} blueprint`);
  const base = `/v1/catalog/blueprints/${blueprint.id}`;
  const providers = await client.get(`${base}/print_providers.json`, printProvidersSchema);
  for (const provider of providers.slice(0, PROVIDERS_TRIED)) {
    const { variants } = await client.get(
      `${base}/print_providers/${provider.id}/variants.json`,
      catalogVariantsSchema,
    );
    const offered = OFFER[kind](variants);
    if (offered.length > 0) {
      return {
        kind,
        blueprint,
        printProviderId: provider.id,
        variants: offered,
        catalogue: variants,
      };
    }
  }
  throw new Error(
    `No print provider of Printify blueprint ${blueprint.id} (${blueprint.title}) sells the ${lookingFor} variants we offer`,
  );
}

/** Reads the catalogue and decides what the three products are made of. */
export async function loadCatalogPlan(client: PrintifyClient): Promise<CatalogPlan> {
  const blueprints = await client.get('/v1/catalog/blueprints.json', blueprintsSchema);
  const [tshirt, canvas, mug] = await Promise.all([
    planBlueprint(
      client,
      'tshirt',
      blueprints.find((blueprint) => blueprint.id === TSHIRT_BLUEPRINT_ID),
      `t-shirt (id ${TSHIRT_BLUEPRINT_ID})`,
    ),
    planBlueprint(client, 'canvas', findCanvasBlueprint(blueprints), 'stretched canvas'),
    planBlueprint(client, 'mug', findMugBlueprint(blueprints), '11oz mug'),
  ]);
  return { tshirt, canvas, mug };
}
