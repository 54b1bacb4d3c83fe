import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toApiAddress } from '../../../shared/api/address';
import { TAX_DATA_ATTRIBUTION } from '../../../shared/tax-attribution';
import type { ShippingAddress } from '../../../shared/validation/shipping-address';
import { createPaymentIntent, SETUP_PAYMENT_FAILED } from '../../api/payments';
import { PATHS } from '../../paths';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast';
import { useCartStore } from '../cart/cart-store';
import { provenShopperIdentity } from '../session/guest-proof';
import { AddressForm } from './address/address-form';
import { paymentIntentRequest } from './checkout-requests';
import { canContinueToPayment, INCOMPLETE_SHIPPING_MESSAGE } from './checkout-rules';
import type { PendingPayment } from './pending-payment';
import { ShippingMethodPicker } from './shipping/shipping-method-picker';
import { useShippingChoice } from './shipping/use-shipping-choice';
import { OrderSummary } from './summary/order-summary';
import { useTaxQuote } from './tax/use-tax-quote';

/**
 * Checkout step 1 (SPEC §2): the address, the partner's shipping methods for it, and the order
 * summary with tax. 'Continue to Payment' waits for all three, then has the server price the
 * order and create the payment intent. A method chosen before comes back with the step
 * (shipping/use-shipping-choice) when a fresh quote still offers it.
 */
export function ShippingStep({ onContinue }: { onContinue: (pending: PendingPayment) => void }) {
  const items = useCartStore((state) => state.items);
  const shippingCost = useCartStore((state) => state.shippingCost);
  const { setTaxAmount } = useCartStore.getState();
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const onValidityChange = useCallback((valid: ShippingAddress | null) => setAddress(valid), []);
  const {
    methods,
    setQuotedAddress,
    selectedId: shippingMethodId,
    select,
    notice,
  } = useShippingChoice(items);

  const { tax, calculating } = useTaxQuote(address, items, shippingCost);
  useEffect(() => setTaxAmount(tax?.taxAmount ?? 0), [tax, setTaxAmount]);

  const ready = canContinueToPayment({
    addressValid: address !== null,
    shippingMethodId,
    hasTax: tax !== null,
    taxCalculating: calculating,
  });
  const [settingUp, setSettingUp] = useState(false);
  const onContinueClick = async () => {
    if (settingUp) return;
    if (!ready || !tax || !address || shippingMethodId === null) {
      toast.error(INCOMPLETE_SHIPPING_MESSAGE);
      return;
    }
    setSettingUp(true);
    const apiAddress = toApiAddress(address);
    const checkout = { address: apiAddress, shippingMethodId, shippingCost, tax };
    const intent = await createPaymentIntent(
      paymentIntentRequest({ ...checkout, items, identity: await provenShopperIdentity() }),
    );
    setSettingUp(false);
    if (!intent.success) {
      const description = intent.error === SETUP_PAYMENT_FAILED ? undefined : intent.error;
      toast.error(SETUP_PAYMENT_FAILED, { description });
      return;
    }
    onContinue({
      ...checkout,
      items,
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      amount: intent.amount,
    });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <h2 className="text-xl font-semibold">Shipping Address</h2>
          <AddressForm
            onValidityChange={onValidityChange}
            onSubmitValid={setQuotedAddress}
            zipRefusal={methods.kind === 'zip-refused' ? methods.message : null}
          />
        </Card>
        <ShippingMethodPicker
          state={methods}
          selectedId={shippingMethodId}
          onSelect={select}
          notice={notice}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline" size="lg">
            <Link to={PATHS.cart}>
              <ArrowLeft aria-hidden />
              Back to Cart
            </Link>
          </Button>
          <Button
            size="lg"
            aria-disabled={!ready || settingUp}
            aria-busy={settingUp}
            onClick={onContinueClick}
          >
            {settingUp ? 'Setting up...' : 'Continue to Payment'}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummary
          items={items}
          shippingCost={shippingMethodId === null ? null : shippingCost}
          tax={tax}
          finePrint={TAX_DATA_ATTRIBUTION}
        />
      </div>
    </div>
  );
}
