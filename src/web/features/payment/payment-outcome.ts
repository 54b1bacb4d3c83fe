/**
 * What confirming a card payment came to. Only 'succeeded' counts as paid (SPEC §4);
 * 'redirecting' means the whole window is on its way to the bank's authentication page, and the
 * checkout resumes when the shopper comes back to the return address.
 */
export type PaymentOutcome =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'redirecting' }
  | { status: 'failed'; message: string };

/** What the payment step knows that the card form does not. */
export interface ConfirmInput {
  billingName: string;
  email: string;
  returnUrl: string;
}

/** What a card form (local or Stripe's) lets the payment step do through its `ref`. */
export interface PaymentFormHandle {
  confirm(input: ConfirmInput): Promise<PaymentOutcome>;
}

/** Props both card forms share. */
export interface CardFormProps {
  clientSecret: string;
  paymentIntentId: string;
  /** Told true once the form can take a confirm, false when it no longer can. */
  onReadyChange(ready: boolean): void;
}

export const PAYMENT_SUCCEEDED = 'Payment successful!';
/** The processor answered, but not with a success or a reason of its own. */
export const PAYMENT_FAILED = 'Payment failed';
/** Under a refusal the processor explained: what the shopper can do about it. */
export const PAYMENT_NEXT_STEP =
  'Nothing was charged. Check the card details, use another card, or ask your bank to allow the payment.';
/** No answer came back from the processor. */
export const PAYMENT_PROCESSING_FAILED = 'Payment processing failed';
export const PAYMENT_FORM_UNAVAILABLE = 'Unable to load payment form. Please try again.';
/** Back from the bank's authentication page without its confirmation. */
export const BANK_NOT_CONFIRMED =
  'Your bank did not confirm the payment. Please try again or use another card.';
