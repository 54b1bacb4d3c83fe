import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientConfigQuery } from '../../api/client-config';
import { createQueryClient } from '../../api/query-client';
import { cartItem } from '../../testing/cart-items';
import { SAMPLE_PENDING_PAYMENT } from '../../testing/pending-payment';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import type { PaymentFormHandle, PaymentOutcome } from '../payment/payment-outcome';
import { PaymentStep } from './payment-step';
import type { PendingPayment } from './pending-payment';

// The card form is the provider's; here it answers what each test scripts.
const confirm = vi.fn<() => Promise<PaymentOutcome>>();
vi.mock('../payment/payment-form', () => ({
  PaymentForm: ({
    onReadyChange,
    ref,
  }: {
    onReadyChange: (ready: boolean) => void;
    ref?: Ref<PaymentFormHandle>;
  }) => {
    useImperativeHandle(ref, () => ({ confirm }));
    useEffect(() => onReadyChange(true), [onReadyChange]);
    return <p>card form</p>;
  },
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const pending = SAMPLE_PENDING_PAYMENT;

function renderStep(props: { pending?: PendingPayment | null; initialFailure?: string } = {}) {
  const client = createQueryClient();
  client.setQueryData(clientConfigQuery.queryKey, {
    jobPollIntervalMs: 10_000,
    jobPollMaxChecks: 60,
    payment: { provider: 'local' },
  });
  const onPaid = vi.fn();
  const onBack = vi.fn();
  const onCartChanged = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PaymentStep
        pending={props.pending === undefined ? pending : props.pending}
        initialFailure={props.initialFailure}
        onBack={onBack}
        onPaid={onPaid}
        onCartChanged={onCartChanged}
      />
    </QueryClientProvider>,
  );
  return { onPaid, onBack, onCartChanged, user: userEvent.setup() };
}

const payButton = () => screen.getByRole('button', { name: /Complete Payment|Processing/ });

beforeEach(() => {
  confirm.mockReset();
  useCartStore.setState({ items: pending.items });
});
afterEach(() => vi.clearAllMocks());

describe('the payment step', () => {
  it('pays once however fast the button is clicked, then hands the intent on', async () => {
    let finish: (outcome: PaymentOutcome) => void = () => {};
    confirm.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { onPaid, user } = renderStep();
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$72.78');
    await user.click(payButton());
    await user.click(payButton());
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    finish({ status: 'succeeded', paymentIntentId: 'pi_1' });
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith({
      billingName: 'Grace Hopper',
      email: 'grace@example.com',
      returnUrl: `${window.location.origin}/checkout`,
    });
    expect(toast.success).toHaveBeenCalledWith('Payment successful!');
  });

  it('shows the provider’s message for a refused card and lets the shopper try again', async () => {
    confirm.mockResolvedValue({ status: 'failed', message: 'Your card was declined.' });
    const { onPaid, user } = renderStep();
    await user.click(payButton());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your card was declined.'));
    expect(onPaid).not.toHaveBeenCalled();
    expect(payButton()).toBeEnabled();
  });

  it('keeps a refusal in the payment form until the shopper tries again', async () => {
    let finish: (outcome: PaymentOutcome) => void = () => {};
    confirm.mockResolvedValueOnce({ status: 'failed', message: 'Your card was declined.' });
    const { user } = renderStep();
    await user.click(payButton());
    const form = screen.getByRole('region', { name: 'Payment Information' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined.');

    confirm.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await user.click(payButton());
    expect(within(form).queryByRole('alert')).toBeNull();
    finish({ status: 'failed', message: 'Your card has insufficient funds.' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds.',
    );
  });

  it('shows the bank’s refusal it opens with, until the shopper tries again', async () => {
    confirm.mockImplementation(() => new Promise(() => {}));
    const { user } = renderStep({ initialFailure: 'Your bank did not confirm the payment.' });
    const form = screen.getByRole('region', { name: 'Payment Information' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Your bank did not confirm the payment.',
    );
    await user.click(payButton());
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('says payment processing failed when the form itself breaks', async () => {
    confirm.mockRejectedValue(new Error('boom'));
    const { user } = renderStep();
    await user.click(payButton());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment processing failed'));
  });

  it('cannot load a form without a client secret', () => {
    renderStep({ pending: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to load payment form. Please try again.',
    );
    expect(payButton()).toBeDisabled();
  });

  it('sends the shopper back when the cart changes (in another tab) before they pay', async () => {
    const { onCartChanged, onPaid, user } = renderStep();
    expect(onCartChanged).not.toHaveBeenCalled();
    // Another tab rewrites the stored cart for every change, the same lines included.
    act(() => useCartStore.setState({ items: pending.items.map((item) => ({ ...item })) }));
    expect(onCartChanged).not.toHaveBeenCalled();
    act(() => useCartStore.setState({ items: [{ ...cartItem(), quantity: 2 }] }));
    expect(onCartChanged).toHaveBeenCalled();
    await user.click(payButton());
    expect(confirm).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows the lines being paid for, and pays for them whatever the cart does meanwhile', async () => {
    let finish: (outcome: PaymentOutcome) => void = () => {};
    confirm.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { onCartChanged, onPaid, user } = renderStep();
    await user.click(payButton());
    act(() => useCartStore.setState({ items: [] }));
    expect(screen.getByText('Canvas')).toBeInTheDocument();
    finish({ status: 'succeeded', paymentIntentId: 'pi_1' });
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'));
    expect(onCartChanged).not.toHaveBeenCalled();
    expect(payButton()).toBeDisabled();
  });
});
