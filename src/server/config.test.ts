import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const queueOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379', ...env }).queue;

describe('the job queue’s Redis prefix', () => {
  it('is one per store, from the address its shoppers use, the same for all its processes', () => {
    const shop = { PUBLIC_BASE_URL: 'https://shop.example.com/' };
    expect(queueOf({ ...shop, PORT: '3001' })).toMatchObject({ prefix: 'mpm:shop.example.com' });
    expect(queueOf({ ...shop, PORT: '3002' })).toMatchObject({ prefix: 'mpm:shop.example.com' });
    expect(queueOf({ PUBLIC_BASE_URL: 'https://example.com/gifts' })).toMatchObject({
      prefix: 'mpm:example.com/gifts',
    });
    expect(queueOf({})).toMatchObject({ prefix: 'mpm' });
  });

  it('is QUEUE_PREFIX when set, and refuses one Redis keys should not hold', () => {
    expect(
      queueOf({ PUBLIC_BASE_URL: 'https://shop.example.com', QUEUE_PREFIX: 'shop-a' }),
    ).toMatchObject({ prefix: 'shop-a' });
    expect(() => queueOf({ QUEUE_PREFIX: 'shop a*' })).toThrow(ConfigError);
    expect(() => queueOf({ QUEUE_PREFIX: 'shop a*' })).toThrow(/QUEUE_PREFIX/);
  });
});
