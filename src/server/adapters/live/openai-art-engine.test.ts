import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIXTURE_PHOTOS } from '@masterpiece-me/test-photos';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ArtRefusedError, type ArtRequest } from '../../ports/art-engine';
import {
  contentPolicyViolation,
  type FakeOpenAi,
  moderationBlocked,
  rateLimited,
  serverError,
  startFakeOpenAi,
} from '../../testing/fakes/fake-openai';
import { buildArtPrompt } from './art-prompts';
import { createOpenAiArtEngine } from './openai-art-engine';

const PHOTO_PATH = join(FIXTURE_PHOTOS, 'single_grace_hopper_512x512.jpg');

describe('createOpenAiArtEngine against a local OpenAI stand-in', () => {
  let fake: FakeOpenAi;
  let photo: Buffer;
  let request: ArtRequest;

  beforeAll(async () => {
    photo = await readFile(PHOTO_PATH);
    request = { photo, direction: { kind: 'style', styleId: 'royal_oil_paint' }, gender: 'female' };
  });
  beforeEach(async () => {
    fake = await startFakeOpenAi({ width: 64, height: 96 });
  });
  afterEach(async () => {
    await fake.close();
  });

  const engine = (overrides: { timeoutMs?: number; maxRetries?: number } = {}) =>
    createOpenAiArtEngine({ apiKey: 'sk-test-123', baseURL: fake.baseURL, ...overrides });

  it('sends the photo, prompt and model as a multipart edit and returns the image', async () => {
    const artwork = await engine().render(request);

    expect(artwork).toEqual({
      image: fake.png,
      contentType: 'image/png',
      width: 64,
      height: 96,
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.authorization).toBe('Bearer sk-test-123');
    expect(sent?.fields).toMatchObject({
      model: 'gpt-image-2',
      prompt: buildArtPrompt(request.direction, 'female'),
      input_fidelity: 'high',
      size: '1024x1536',
      quality: 'high',
      output_format: 'png',
    });
    expect(sent?.image?.name).toBe('photo.jpg');
    expect(sent?.image?.type).toBe('image/jpeg');
    expect(sent?.image?.bytes.equals(photo)).toBe(true);
  });

  it('sends a custom description with the look read from it', async () => {
    const direction = { kind: 'custom', prompt: 'pop art, neon colours' } as const;
    await engine().render({ ...request, direction });
    const prompt = String(fake.requests[0]?.fields.prompt);
    expect(prompt).toContain('"pop art, neon colours"');
    expect(prompt).toMatch(/pop-art screen print/);
    expect(prompt).toMatch(/neon colours \(#/);
  });

  it('uses the configured model and reports itself as openai', async () => {
    const custom = createOpenAiArtEngine({
      apiKey: 'k',
      baseURL: fake.baseURL,
      model: 'gpt-image-1.5',
    });
    await custom.render(request);
    expect(custom.name).toBe('openai');
    expect(fake.requests[0]?.fields.model).toBe('gpt-image-1.5');
  });

  it('retries a server error and succeeds', async () => {
    fake.script(serverError());
    const artwork = await engine().render(request);
    expect(artwork.width).toBe(64);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a rate limit and gives up after maxRetries with the rate-limit error', async () => {
    fake.script(rateLimited(), rateLimited(), rateLimited());
    const failure = engine({ maxRetries: 1 }).render(request);
    await expect(failure).rejects.toMatchObject({ status: 429 });
    await expect(failure).rejects.not.toBeInstanceOf(ArtRefusedError);
    expect(fake.requests).toHaveLength(2);
  });

  it('turns a moderation block into a refusal the shopper can read, without retrying', async () => {
    fake.script(moderationBlocked());
    const failure = engine().render(request);
    await expect(failure).rejects.toBeInstanceOf(ArtRefusedError);
    await expect(failure).rejects.toThrow(
      'This photo could not be transformed because it was flagged by our content safety checks. Please try a different photo.',
    );
    expect(fake.requests).toHaveLength(1);
  });

  it('treats a content policy violation on a custom prompt as a refusal naming the description', async () => {
    fake.script(contentPolicyViolation());
    const failure = engine().render({ ...request, direction: { kind: 'custom', prompt: 'gory' } });
    await expect(failure).rejects.toBeInstanceOf(ArtRefusedError);
    await expect(failure).rejects.toThrow(/different photo or description/);
  });

  it('gives up on a request that takes longer than the timeout', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    const failure = engine({ timeoutMs: 300, maxRetries: 0 }).render(request);
    await expect(failure).rejects.toThrow(/timed out/i);
    await expect(failure).rejects.not.toBeInstanceOf(ArtRefusedError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
