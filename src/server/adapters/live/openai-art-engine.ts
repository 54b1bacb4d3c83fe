import OpenAI, { APIError, toFile } from 'openai';
import sharp from 'sharp';
import type { Gender } from '../../../shared/api/generation';
import type { StyleId } from '../../../shared/styles';
import {
  type ArtDirection,
  type ArtEngine,
  ArtRefusedError,
  type ArtRequest,
  type Artwork,
} from '../../ports/art-engine';

export interface OpenAiArtEngineConfig {
  apiKey: string;
  /** For a proxy or a test server; the SDK's default otherwise. */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  /** Retries of 408/409/429/5xx and connection failures, done by the SDK. */
  maxRetries?: number;
}

const DEFAULT_MODEL = 'gpt-image-2';
// High-quality portrait renders regularly take over a minute.
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 2;
// Portrait 2:3 suits a person, a canvas and a t-shirt front alike.
const OUTPUT_SIZE = '1024x1536';
// The artwork is printed, so detail beats speed and cost here.
const OUTPUT_QUALITY = 'high';

const SUBJECT: Record<Gender, string> = { male: 'man', female: 'woman', non_binary: 'person' };

/** Art direction per style; `{subject}` becomes the gender word of the request. */
const STYLE_PROMPTS: Record<StyleId, string> = {
  royal_oil_paint:
    'Paint the {subject} as royalty in a grand 17th-century oil portrait: rich velvet and ermine robes, a jewelled crown or circlet, a dark palace interior with heavy drapery, warm candle-like light, visible brushwork and fine craquelure like an old master painting.',
  caravaggio:
    'Paint the {subject} in the style of a Renaissance master such as Caravaggio: dramatic chiaroscuro with a single strong light source, deep black background, period clothing in rich earthy reds and ochres, realistic skin rendered in oil paint.',
  heroic_fantasy_warrior:
    'Depict the {subject} as a heroic fantasy warrior in ornate engraved plate armour with a flowing cape and a sword, standing before misty mountains and a dramatic sky, in the style of a detailed epic fantasy book-cover painting.',
  hearth_forged_raider:
    'Depict the {subject} as a Norse raider: braided hair, fur mantle over leather and chainmail, a round wooden shield, a longship and a fjord behind, warm firelight and cold blue mist, painted with gritty cinematic realism.',
  imperial_equestrian_commander:
    'Depict the {subject} as an imperial commander on a rearing white horse, in a gold-braided military uniform with a billowing cloak, a stormy sky and distant battlefield behind, in the style of a Napoleonic-era equestrian oil painting.',
  power_up_warrior:
    'Depict the {subject} as an anime power-up warrior: a glowing energy aura, spiky windswept hair, a battle-worn martial-arts gi, crackling lightning and flying rocks, bold line art and vivid cel shading.',
  commanding_wizard:
    'Depict the {subject} as a commanding wizard in embroidered star-patterned robes, holding a carved staff crowned with a glowing crystal, swirling arcane runes and magical light in an ancient stone tower, as a richly detailed fantasy illustration.',
  fierce_pirate_captain:
    "Depict the {subject} as a fierce pirate captain in a weathered tricorn hat and long coat with brass buttons, on a ship's deck with tattered sails, a stormy sea and golden sunset light, painted like a classic adventure illustration.",
  cyberpunk_hero:
    'Depict the {subject} as a cyberpunk hero in a high-tech jacket with subtle glowing cybernetic details, on a rain-soaked neon-lit city street at night, pink and cyan reflections, in a cinematic digital-art style.',
};

/**
 * The prompt for one request: the art direction, then the rules that keep the shopper in the
 * picture. Pure, so every style's wording is testable without the network.
 */
export function buildArtPrompt(direction: ArtDirection, gender: Gender): string {
  const subject = SUBJECT[gender];
  const lead =
    direction.kind === 'style'
      ? STYLE_PROMPTS[direction.styleId].replaceAll('{subject}', subject)
      : `Transform this photo of a ${subject} into artwork in the style the customer described: "${direction.prompt.trim()}".`;
  return [
    lead,
    `Keep the ${subject}'s face, facial features, skin tone and expression faithful to the photo so they are clearly recognisable as the same person.`,
    `Show exactly one person: the ${subject} from the photo, head and shoulders well framed.`,
    'No text, letters, logos, watermarks or signatures.',
  ].join(' ');
}

function refusalMessage(direction: ArtDirection): string {
  return direction.kind === 'custom'
    ? 'This photo or description could not be transformed because it was flagged by our content safety checks. Please try a different photo or description.'
    : 'This photo could not be transformed because it was flagged by our content safety checks. Please try a different photo.';
}

function isModerationRefusal(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status !== 400) return false;
  return (
    error.code === 'moderation_blocked' ||
    error.code === 'content_policy_violation' ||
    /safety system/i.test(error.message)
  );
}

/** The live art engine: OpenAI image edits, with the photo as the reference image. */
export function createOpenAiArtEngine(config: OpenAiArtEngineConfig): ArtEngine {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: config.maxRetries ?? DEFAULT_MAX_RETRIES,
  });
  const model = config.model ?? DEFAULT_MODEL;

  return {
    name: 'openai',
    async render(request: ArtRequest): Promise<Artwork> {
      let response: OpenAI.ImagesResponse;
      try {
        response = await client.images.edit({
          model,
          image: await toFile(request.photo, 'photo.jpg', { type: 'image/jpeg' }),
          prompt: buildArtPrompt(request.direction, request.gender),
          input_fidelity: 'high',
          size: OUTPUT_SIZE,
          quality: OUTPUT_QUALITY,
          output_format: 'png',
        });
      } catch (error) {
        if (isModerationRefusal(error))
          throw new ArtRefusedError(refusalMessage(request.direction));
        throw error;
      }
      const b64 = response.data?.[0]?.b64_json;
      if (!b64) throw new Error(`OpenAI images edit (${model}) answered without an image`);
      const image = Buffer.from(b64, 'base64');
      const { width, height } = await sharp(image).metadata();
      if (!width || !height)
        throw new Error(`OpenAI images edit (${model}) answered an unreadable image`);
      return { image, contentType: 'image/png', width, height };
    },
  };
}
