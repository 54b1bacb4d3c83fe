import { afterEach, describe, expect, it } from 'vitest';
import { storeFactsSchema } from '../../shared/api/store-facts';
import { startTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp | undefined;
afterEach(async () => testApp?.close());

async function factsWith(env: Record<string, string>) {
  testApp = await startTestApp(env);
  const response = await testApp.app.inject('/api/store-facts');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return storeFactsSchema.parse(response.json());
}

describe('GET /api/store-facts', () => {
  it('says the store does the work itself when no outside service is configured', async () => {
    expect(await factsWith({})).toEqual({
      contact_email: 'hello@masterpiece.me',
      art_service: null,
      card_processor: null,
      tax_service: null,
      print_partner: null,
      test_payments: true,
      art_retention_days: 90,
    });
  });

  it('names each outside service the store is configured to send data to', async () => {
    const facts = await factsWith({
      ART_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      MAIL_FROM: 'Portrait Shop <orders@portraits.example>',
      ART_RETENTION_DAYS: '30',
    });
    expect(facts).toEqual({
      contact_email: 'hello@portraits.example',
      art_service: 'openai',
      card_processor: null,
      tax_service: null,
      print_partner: null,
      test_payments: true,
      art_retention_days: 30,
    });
  });

  it('names Stripe when it takes the cards and calculates the tax', async () => {
    const facts = await factsWith({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(facts).toMatchObject({
      card_processor: 'stripe',
      tax_service: 'stripe',
      test_payments: false,
    });
  });

  it('says test payments are on where a live store was allowed to take them', async () => {
    const facts = await factsWith({
      PUBLIC_BASE_URL: 'https://shop.example',
      PRINTIFY_API_TOKEN: 'printify-token',
      PRINTIFY_SHOP_ID: '1',
      PRINTIFY_BASE_URL: 'http://127.0.0.1:9',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    expect(facts).toMatchObject({ print_partner: 'printify', test_payments: true });
  });

  it('gives the contact address the shop configured', async () => {
    expect((await factsWith({ CONTACT_EMAIL: 'care@portraits.example' })).contact_email).toBe(
      'care@portraits.example',
    );
  });
});
