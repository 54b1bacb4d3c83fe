import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentClientConfig } from '../../../shared/api/client-config';
import { PaymentForm } from './payment-form';
import type { PaymentFormHandle } from './payment-outcome';

// Stripe.js itself comes from Stripe's servers; here a stand-in plays its part.
const stripeJs = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  const element = {
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { listeners, element, elements, stripe, loadStripe: vi.fn() };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

const STRIPE: PaymentClientConfig = { provider: 'stripe', publishableKey: 'pk_test_123' };
const INPUT = { billingName: 'Grace Hopper', email: 'grace@example.com', returnUrl: 'http://x/c' };

afterEach(() => {
  vi.clearAllMocks();
  stripeJs.listeners.clear();
});

function renderForm(config: PaymentClientConfig) {
  const ref = createRef<PaymentFormHandle>();
  const onReadyChange = vi.fn();
  render(
    <PaymentForm
      config={config}
      clientSecret="pi_1_secret_x"
      paymentIntentId="pi_1"
      onReadyChange={onReadyChange}
      ref={ref}
    />,
  );
  const confirm = () => act(async () => ref.current?.confirm(INPUT));
  return { onReadyChange, confirm };
}

async function renderStripeReady() {
  stripeJs.loadStripe.mockResolvedValue(stripeJs.stripe);
  const view = renderForm(STRIPE);
  await vi.waitFor(() => expect(stripeJs.element.mount).toHaveBeenCalled());
  act(() => stripeJs.listeners.get('ready')?.());
  return view;
}

describe('PaymentForm', () => {
  it('shows the local test-mode form without loading Stripe.js', () => {
    const { onReadyChange } = renderForm({ provider: 'local' });
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(onReadyChange).toHaveBeenCalledWith(true);
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it("mounts Stripe's Payment Element in tabs and is ready when Stripe says so", async () => {
    const { onReadyChange } = await renderStripeReady();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripeJs.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_x' });
    expect(stripeJs.elements.create).toHaveBeenCalledWith('payment', { layout: 'tabs' });
    expect(onReadyChange).toHaveBeenLastCalledWith(true);
  });

  it('confirms with Stripe, redirecting only if required, and reads the answer', async () => {
    const { confirm } = await renderStripeReady();
    stripeJs.stripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    });
    await expect(confirm()).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(stripeJs.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripeJs.elements,
      confirmParams: {
        return_url: 'http://x/c',
        payment_method_data: {
          billing_details: { name: 'Grace Hopper', email: 'grace@example.com' },
        },
      },
      redirect: 'if_required',
    });

    stripeJs.stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await expect(confirm()).resolves.toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    stripeJs.stripe.confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error' } });
    await expect(confirm()).resolves.toEqual({ status: 'failed', message: 'Payment failed' });
    stripeJs.stripe.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_1', status: 'processing' },
    });
    await expect(confirm()).resolves.toEqual({ status: 'failed', message: 'Payment failed' });
  });

  it('says so and stays not ready when Stripe.js cannot be loaded', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { onReadyChange } = renderForm(STRIPE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load payment form. Please try again.',
    );
    expect(onReadyChange).not.toHaveBeenCalledWith(true);
  });
});
