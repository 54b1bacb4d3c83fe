import OpenAI, { APIError, toFile } from 'openai';
import sharp from 'sharp';
import {
  type ArtDirection,
  type ArtEngine,
  ArtRefusedError,
  type ArtRequest,
  type Artwork,
} from '../../ports/art-engine';
import { buildArtPrompt } from './art-prompts';

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
          prompt: buildArtPrompt(request.direction, request.gender, request.look),
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
