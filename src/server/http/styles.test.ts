import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptStylesResponseSchema } from '../../shared/api/generation';
import { STYLE_IDS, STYLE_LABELS } from '../../shared/styles';
import { startTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => testApp.close());

describe('GET /api/prompt-styles', () => {
  it('lists the nine styles, each with a real thumbnail rendered in its style', async () => {
    const response = await testApp.app.inject('/api/prompt-styles');
    expect(response.statusCode).toBe(200);
    const styles = promptStylesResponseSchema.parse(response.json());
    expect(styles.map((style) => style.id)).toEqual([...STYLE_IDS]);
    expect(styles.find((style) => style.id === 'royal_oil_paint')?.label).toBe('Royal Portrait');
    expect(styles.find((style) => style.id === 'caravaggio')?.label).toBe('Renaissance Art');
    expect(styles.map((style) => style.label)).toEqual(STYLE_IDS.map((id) => STYLE_LABELS[id]));

    const stats = [];
    for (const style of styles) {
      const image = await testApp.app.inject(style.thumbnail_url ?? '');
      expect(image.statusCode, style.id).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const { width } = await sharp(image.rawPayload).metadata();
      expect(width).toBe(640);
      stats.push(
        (await sharp(image.rawPayload).stats()).channels.map((channel) => Math.round(channel.mean)),
      );
    }
    expect(new Set(stats.map((means) => means.join())).size).toBe(STYLE_IDS.length);
  });

  it('renders thumbnails once and serves them from the media store afterwards', async () => {
    const first = (await testApp.app.inject('/api/prompt-styles')).json();
    const second = (await testApp.app.inject('/api/prompt-styles')).json();
    expect(second).toEqual(first);
  });
});
