import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

// Stores on https addresses, taking test cards on purpose.
const queueOf = (env: Record<string, string>) =>
  loadConfig({
    REDIS_URL: 'redis://127.0.0.1:6379',
    ALLOW_TEST_PAYMENTS: 'true',
    ...env,
  }).queue;

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

describe('TRUST_PROXY', () => {
  const trusted = (setting: string) => loadConfig({ TRUST_PROXY: setting }).trustProxy;

  it('names the proxies believed, or how many hops', () => {
    expect(trusted('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trusted('2')).toBe(2);
    expect(trusted('false')).toBe(false);
  });

  it('refuses to start believing anyone, saying what to set instead', () => {
    expect(() => trusted('true')).toThrow(ConfigError);
    expect(() => trusted('true')).toThrow(/TRUST_PROXY: .*name the proxies/);
    expect(() => trusted('my-proxy')).toThrow(/TRUST_PROXY: .*"my-proxy"/);
  });
});

describe('the browser’s job polling', () => {
  it('is SPEC’s, every 10 s and 60 times, unless a test shortens it', () => {
    expect(loadConfig({}).client).toMatchObject({
      jobPollIntervalMs: 10_000,
      jobPollMaxChecks: 60,
    });
    const shortened = { TEST_JOB_POLL_INTERVAL_MS: '500', TEST_JOB_POLL_MAX_CHECKS: '2' };
    expect(loadConfig(shortened).client).toMatchObject({
      jobPollIntervalMs: 500,
      jobPollMaxChecks: 2,
    });
  });

  it('cannot be shortened in production, where the store refuses to start, naming the setting', () => {
    const production = { NODE_ENV: 'production' };
    expect(loadConfig(production).client).toMatchObject({ jobPollIntervalMs: 10_000 });
    expect(() => loadConfig({ ...production, TEST_JOB_POLL_INTERVAL_MS: '500' })).toThrow(
      /TEST_JOB_POLL_INTERVAL_MS: for tests only/,
    );
  });
});

describe('the shop’s time zone', () => {
  const zoneOf = (env: Record<string, string>) =>
    loadConfig({ ALLOW_TEST_PAYMENTS: 'true', ...env }).shopTimeZone;

  it('is New York unless SHOP_TIME_ZONE names another, and refuses a zone that does not exist', () => {
    expect(zoneOf({})).toBe('America/New_York');
    expect(zoneOf({ SHOP_TIME_ZONE: 'America/Denver' })).toBe('America/Denver');
    expect(() => zoneOf({ SHOP_TIME_ZONE: 'Eastern' })).toThrow(/SHOP_TIME_ZONE/);
  });
});

describe('the paths the store reads by default', () => {
  it('are in the project’s folder, whatever folder the process was started from', () => {
    // A process of its own: a test thread cannot change its working directory.
    const script = `
      const { loadConfig } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'config.ts')).href)});
      const config = loadConfig({});
      console.log(JSON.stringify([config.dataDir, config.webDistDir, config.tax.dataDir]));`;
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
    const started = spawnSync(
      process.execPath,
      ['--import', tsx, '--input-type=module', '-e', script],
      { cwd: tmpdir(), encoding: 'utf8' },
    );
    expect(started.stderr).toBe('');
    const root = join(import.meta.dirname, '..', '..');
    expect(JSON.parse(started.stdout)).toEqual([
      join(root, 'data'),
      join(root, 'dist', 'web'),
      join(root, 'data-sources', 'us-sales-tax'),
    ]);
    expect(existsSync(join(root, 'data-sources', 'us-sales-tax', 'state_rates.csv'))).toBe(true);
  });
});
