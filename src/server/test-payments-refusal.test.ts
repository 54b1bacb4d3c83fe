import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeFactsSchema } from '../shared/api/store-facts';
import { ConfigError, loadConfig } from './config';
import { startTestApp } from './testing/test-app';

const HTTPS = { PUBLIC_BASE_URL: 'https://shop.example' };
const PRINTIFY = {
  PRINTIFY_API_TOKEN: 'printify-token',
  PRINTIFY_SHOP_ID: '1',
  PRINTIFY_BASE_URL: 'http://127.0.0.1:9',
};
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

const dataDir = mkdtempSync(join(tmpdir(), 'mpm-test-payments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of this test, without any payment setting of the machine's own. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  for (const name of Object.keys(env)) {
    if (name.startsWith('STRIPE_') || name.startsWith('PRINTIFY_')) delete env[name];
  }
  delete env.ALLOW_TEST_PAYMENTS;
  delete env.DATABASE_URL;
  return env;
}

/**
 * Runs one of the store's entry points to its end: its exit code and what it wrote to stderr.
 * Loading the store's code through tsx takes a while on a busy machine (20 s and more).
 */
function run(entry: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
      env: { ...baseEnv(), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('a store that would take test cards for real goods', () => {
  it('refuses to start the store, the worker or the owner command, saying what to set', async () => {
    const [store, worker, ownerCommand] = await Promise.all([
      run(['src/server/main.ts'], HTTPS),
      run(['src/server/worker.ts'], { ...PRINTIFY, REDIS_URL: 'redis://127.0.0.1:6379/3' }),
      run(['scripts/shop-owner.ts', 'grant', 'owner@example.com'], { ...HTTPS, ...PRINTIFY }),
    ]);
    expect(store.code).toBe(1);
    expect(store.stderr).toContain('Masterpiece Me could not start: This store has an https');
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain(
      'The worker could not start: This store has a live print partner (Printify)',
    );
    expect(ownerCommand.code).toBe(1);
    expect(ownerCommand.stderr).toContain('The shop-owner command could not start: This store');
    for (const { stderr } of [store, worker, ownerCommand]) {
      expect(stderr).toContain('ALLOW_TEST_PAYMENTS=true');
      expect(stderr).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY');
    }
  }, 180_000);

  it('builds no configuration for it, and one with Stripe’s keys', () => {
    const config = (env: Record<string, string>) => loadConfig({ ...baseEnv(), ...env });
    expect(() => config(HTTPS)).toThrow(ConfigError);
    expect(() => config(PRINTIFY)).toThrow(ConfigError);
    expect(() => config({ ...HTTPS, ...PRINTIFY, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /no Stripe keys/,
    );
    expect(config({ ...HTTPS, ...PRINTIFY, ...STRIPE }).payments.kind).toBe('stripe');
    expect(config({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000' }).payments.kind).toBe('local');
  });

  it('starts when ALLOW_TEST_PAYMENTS=true says test payments are meant, and tells', async () => {
    const test = await startTestApp({ ...HTTPS, ...PRINTIFY, ALLOW_TEST_PAYMENTS: 'true' });
    try {
      const facts = storeFactsSchema.parse((await test.app.inject('/api/store-facts')).json());
      expect(facts).toMatchObject({
        card_processor: null,
        print_partner: 'printify',
        test_payments: true,
      });
    } finally {
      await test.close();
    }
  });
});
